import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../render';
import { setViewportWidth } from '../viewport';
import { server } from '../../src/mocks/node';
import { matchListPage } from '../../src/mocks/data/matches';

// On a phone a column the spec does not hide keeps its value: it goes under the row's main cell, with its label,
// instead of leaving with the column (room region and login, club tag and created date, a match's live id, an item
// pack's checksum, a match's type in a player's history, a playlist map's download).

beforeAll(async () => {
  await Promise.all([
    import('../../src/pages/rooms/RoomsPage'),
    import('../../src/pages/clubs/ClubsPage'),
    import('../../src/pages/clubs/ClubItemsPage'),
    import('../../src/pages/matches/MatchesPage'),
    import('../../src/pages/player/PlayerPage'),
    import('../../src/pages/campaign/CampaignPage'),
  ]);
}, 60_000);

/** The cells a phone shows: Bulma hides these classes up to 768 px. */
const shown = (cells: HTMLElement[]) =>
  cells.filter((cell) => !cell.classList.contains('is-hidden-mobile') && !cell.classList.contains('is-hidden-touch'));
const firstRow = async (name: string) => {
  const table = await screen.findByRole('table', { name });
  const row = (await within(table).findAllByRole('row'))[1] as HTMLElement;
  return shown(within(row).getAllByRole('cell'));
};

describe('a phone keeps the values of the columns it folds', () => {
  it('rooms: region and login under the name', async () => {
    server.use(
      http.get('/api/rooms/:page', () =>
        HttpResponse.json({
          rooms: [
            {
              id: 11,
              clubid: 3,
              clubname: 'Club',
              name: 'Red Room',
              nadeo: true,
              playercount: 12,
              playermax: 64,
              region: 'eu-west',
              script: 'TM_Laps_Online',
              login: 'AbCdEfGhIjKlMnOpQrStUv',
            },
          ],
          page: 0,
          pageCount: 1,
        }),
      ),
    );
    setViewportWidth(390);
    renderRoute('/rooms');
    const [name] = (await firstRow('Club rooms')) as [HTMLElement];
    expect(name).toHaveTextContent('Region: France');
    expect(name).toHaveTextContent('Login: AbCdEfGhIjKlMnOpQrStUv');
  });

  it('clubs: tag and created date under the name', async () => {
    setViewportWidth(390);
    renderRoute('/clubs');
    const [, name] = (await firstRow('Clubs')) as [HTMLElement, HTMLElement];
    expect(name).toHaveTextContent('Tag: OP');
    expect(within(name).getByText('Created:').parentElement?.querySelector('time')).not.toBeNull();
  });

  it('matches: the live id under the maps', async () => {
    setViewportWidth(390);
    renderRoute('/matches/royal');
    const [match] = matchListPage(3, 0);
    const [, maps] = (await firstRow('Matches')) as [HTMLElement, HTMLElement];
    expect(maps).toHaveTextContent(`Live ID: ${match?.lid ?? 'missing'}`);
  });

  it("a player's matches: the type under the time", async () => {
    setViewportWidth(390);
    renderRoute('/player/mockpilot/2v2');
    const [time] = (await firstRow('Matches')) as [HTMLElement];
    expect(time).toHaveTextContent('Type: 2v2');
  });

  it('an item pack: the checksum under the upload time', async () => {
    setViewportWidth(390);
    renderRoute('/clubs/10000/items/100002');
    const [, uploaded] = (await firstRow('Versions')) as [HTMLElement, HTMLElement];
    expect(uploaded).toHaveTextContent(
      '29 days agoChecksum: 603e100c87bbfb26bd6168fa92f9b6cb4fbd406b0bc455aba89bd59d68d6455c',
    );
  });

  it("a campaign's playlist: the Download button in the row", async () => {
    setViewportWidth(390);
    renderRoute('/campaigns/seasonal/1000');
    const [, , actions] = (await firstRow('Playlist')) as [HTMLElement, HTMLElement, HTMLElement];
    const download = within(actions).getByRole('link', { name: /^Download / });
    expect(download).not.toHaveClass('is-hidden-touch');
    expect(download).not.toHaveClass('is-hidden-mobile');
  });
});
