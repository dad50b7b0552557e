import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { setViewportWidth } from '../../viewport';
import { groupMembers } from '../../../src/mocks/data/playerSearch';
import { resultRows } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/players/PlayersPage');
});

// Columns hidden on phones stay in the document, hidden by the stylesheet's is-hidden-mobile (jsdom loads no CSS).
const onPhone = (elements: HTMLElement[]) =>
  elements.filter((element) => !element.classList.contains('is-hidden-mobile'));

describe('player lists on a phone', () => {
  it('put the details, a long YouTube channel too, under the player: the one column a phone shows', async () => {
    setViewportWidth(390);
    const member = groupMembers('team').find((result) => result.player.meta?.youtube);
    const youtube = member?.player.meta?.youtube ?? '';
    expect(youtube.length).toBeGreaterThan(20);
    renderRoute('/players/team');
    const rows = await resultRows();
    expect(onPhone(screen.getAllByRole('columnheader')).map((th) => th.textContent)).toEqual(['Player']);
    const row = rows.find((item) => within(item).queryByRole('link', { name: `YouTube: ${youtube}` }));
    const [cell, ...rest] = onPhone(within(row as HTMLElement).getAllByRole('cell'));
    expect(rest).toEqual([]);
    expect(
      within(cell as HTMLElement).getByRole('link', { name: new RegExp(member?.player.name ?? '-') }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/player\//));
    const social = within(cell as HTMLElement).getByRole('link', { name: `YouTube: ${youtube}` });
    expect(social).toHaveAttribute('href', expect.stringContaining(youtube));
    expect(within(cell as HTMLElement).getByText('Team member')).toHaveClass('tag');
  });
});
