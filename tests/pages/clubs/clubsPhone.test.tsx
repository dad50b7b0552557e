import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { setViewportWidth } from '../../viewport';
import { mockSkinPack } from '../../../src/mocks/data/clubContents';
import { mockClubPage, SHOWCASE_CLUB_INDEX } from '../../../src/mocks/data/clubs';
import { mockMemberPage } from '../../../src/mocks/data/clubMembers';
import { playerPath } from '../../../src/components/PlayerLink';
import { linkWithText, rows, showcase, showcaseActivity } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/clubs/ClubsPage');
  await import('../../../src/pages/clubs/ClubPage');
  await import('../../../src/pages/clubs/ClubSkinsPage');
});

/** Headers and cells a phone shows: Bulma hides these classes up to 768 px. */
const shown = (cells: HTMLElement[]) =>
  cells.filter((cell) => !cell.classList.contains('is-hidden-mobile') && !cell.classList.contains('is-hidden-touch'));
const headers = (name: string) =>
  shown(within(screen.getByRole('table', { name })).getAllByRole('columnheader')).map((th) => th.textContent);
const cellsOf = (row: HTMLElement) => shown(within(row).getAllByRole('cell'));

describe('the club pages on a phone', () => {
  it('keep each skin’s Download link in the row, the creator under the name', async () => {
    const activity = showcaseActivity('skin-upload');
    const skin = mockSkinPack(SHOWCASE_CLUB_INDEX, activity, 0).skins[0];
    if (!skin) throw new Error('an empty skin pack');
    setViewportWidth(390);
    renderRoute(`/clubs/${showcase.id}/skins/${activity.id}`);
    const [row] = (await rows('Skins')) as [HTMLElement];
    // Before, creator stood in its own column and pushed Download past a 390 px window's edge.
    expect(headers('Skins')).toEqual(['Thumbnail', 'Name', 'Download']);
    const label = 'Jump Drora';
    const [, name, download] = cellsOf(row) as [HTMLElement, HTMLElement, HTMLElement];
    expect(name).toHaveTextContent(label);
    expect(within(name).getByRole('link', { name: skin.creatorplayer.name })).toHaveAttribute(
      'href',
      playerPath(skin.creatorplayer),
    );
    expect(within(download).getByRole('link', { name: `Download ${label}` })).toHaveAttribute('href', skin.url);
  });

  it('give a club’s name the row’s width, its author under it, the members count beside it', async () => {
    const club = mockClubPage(0).clubs[0];
    if (!club) throw new Error('no clubs');
    setViewportWidth(390);
    renderRoute('/clubs');
    const [row] = (await rows()) as [HTMLElement];
    expect(headers('Clubs')).toEqual(['Icon', 'Name', 'Members']);
    const [, name, members] = cellsOf(row) as [HTMLElement, HTMLElement, HTMLElement];
    expect(linkWithText(name, 'Jump Drift')).toHaveAttribute('href', `/clubs/${club.id}`);
    const author = club.authorplayer ?? club.creatorplayer;
    expect(name).toHaveTextContent(`Author: ${author?.name ?? ''}`);
    expect(members).toHaveTextContent(club.membercount.toLocaleString('en-US'));
  });

  it('put a member’s role tags under the name, the join time beside it', async () => {
    const member = mockMemberPage(SHOWCASE_CLUB_INDEX, 0).members[0];
    if (!member) throw new Error('no members');
    setViewportWidth(390);
    renderRoute(`/clubs/${showcase.id}/members`);
    const [row] = (await rows('Members')) as [HTMLElement];
    expect(headers('Members')).toEqual(['Player', 'Joined']);
    const [player, joined] = cellsOf(row) as [HTMLElement, HTMLElement];
    expect(within(player).getByText('Creator')).toHaveClass('tag');
    expect(joined.querySelector('time')).not.toBeNull();
  });
});
