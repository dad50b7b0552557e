import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { bodyRows, cellTexts, pastMainCup, preloadCotdPages, tableByName } from './cotdTestData';

beforeAll(preloadCotdPages, 60_000);

/** A player as the answer sends one whose account id is missing: a name and a zone, no id. */
const ghost = { name: 'GhostPilot', zone: { name: 'France', flag: 'FRA' } };
const pilot = (name: string) => ({ id: `acc-${name}`, name });
const ranked = (position: number, player: object) => ({
  position,
  player,
  totalplayed: 100 - position,
  totalplayedreruns: 0,
});

async function rankingRows(): Promise<string[]> {
  await screen.findByRole('table', { name: 'Player ranking' });
  return bodyRows(tableByName('Player ranking')).map((row) => cellTexts(row).slice(0, 2).join(' '));
}

// A row whose player has no account id cannot be linked: it is left out, and the page says so under the table.
describe('the Cup of the Day with a row whose player has no id', () => {
  it('the player ranking shows the other rows and says "1 player could not be read."', async () => {
    server.use(
      http.get('/api/cotd/players/:page/:sort', () =>
        HttpResponse.json({ players: [ranked(1, pilot('First')), ranked(2, ghost), ranked(3, pilot('Third'))] }),
      ),
    );
    renderRoute('/cotd');
    expect(await rankingRows()).toEqual(['1 First', '3 Third']);
    expect(screen.queryByText('GhostPilot')).not.toBeInTheDocument();
    expect(screen.getByText('1 player could not be read.')).toBeInTheDocument();
  });

  it('a cup\'s qualification shows the other results and says "1 result could not be read."', async () => {
    server.use(
      http.get('/api/comp/:id/challenge/:challengeId/:page', () =>
        HttpResponse.json({
          results: [
            { position: 1, player: pilot('First'), score: 40_500 },
            { position: 2, player: ghost, score: 40_600 },
            { position: 3, player: pilot('Third'), score: 40_700 },
          ],
        }),
      ),
    );
    renderRoute(`/cotd/${pastMainCup().id}`);
    const table = await screen.findByRole('table', { name: 'Results of the qualification' });
    expect(bodyRows(table).map(cellTexts)).toEqual([
      ['1', 'First', '0:40.500'],
      ['3', 'Third', '0:40.700'],
    ]);
    expect(screen.queryByText('GhostPilot')).not.toBeInTheDocument();
    expect(screen.getByText('1 result could not be read.')).toBeInTheDocument();
  });

  it('the cup list shows the other cups and says "1 cup could not be read."', async () => {
    const cup = (id: number, name: string) => ({
      id,
      name,
      starttime: 1_764_003_600,
      endtime: 1_764_010_800,
      players: 3_000,
    });
    server.use(
      http.get('/api/cotd/:page', () =>
        HttpResponse.json({
          competitions: [
            cup(9002, 'Cup of the Day 2025-11-24 #1'),
            { name: 'Ghost cup' },
            cup(9001, 'Cup of the Day 2025-11-23 #1'),
          ],
          page_max: 1,
        }),
      ),
    );
    renderRoute('/cotd');
    const table = await screen.findByRole('table', { name: 'Cups' });
    expect(bodyRows(table).map((row) => row.textContent)).toEqual([
      expect.stringContaining('Cup of the Day 2025-11-24 #1'),
      expect.stringContaining('Cup of the Day 2025-11-23 #1'),
    ]);
    expect(screen.queryByText('Ghost cup')).not.toBeInTheDocument();
    expect(screen.getByText('1 cup could not be read.')).toBeInTheDocument();
  });

  // Bug fixed: the end of the ranking was decided from the rows kept, so a full page with a dropped row looked like the
  // short last page and Load more went away with more players behind it.
  it('a full page with a dropped row does not end the ranking: Load more still loads the next page', async () => {
    const pages: Record<string, object[]> = {
      '0': [ranked(1, pilot('First')), ranked(2, pilot('Second')), ranked(3, pilot('Third'))],
      '1': [ranked(4, pilot('Fourth')), ranked(5, ghost), ranked(6, pilot('Sixth'))],
      '2': [ranked(7, pilot('Seventh'))],
    };
    server.use(
      http.get('/api/cotd/players/:page/:sort', ({ params }) =>
        HttpResponse.json({ players: pages[String(params.page)] ?? [] }),
      ),
    );
    const { user } = renderRoute('/cotd');
    expect(await rankingRows()).toEqual(['1 First', '2 Second', '3 Third']);
    await user.click(screen.getByRole('button', { name: 'Load more players' }));
    expect(await screen.findByText('1 player could not be read.')).toBeInTheDocument();
    expect(await rankingRows()).toEqual(['1 First', '2 Second', '3 Third', '4 Fourth', '6 Sixth']);
    await user.click(await screen.findByRole('button', { name: 'Load more players' }));
    expect(await screen.findByText('Seventh')).toBeInTheDocument();
    expect(await rankingRows()).toEqual(['1 First', '2 Second', '3 Third', '4 Fourth', '6 Sixth', '7 Seventh']);
    expect(screen.queryByRole('button', { name: 'Load more players' })).not.toBeInTheDocument();
  });

  // Bug fixed: the cut-offs took the page size from the rows kept, so a first page of 50 with a dropped row read as
  // pages of 49 and the last seats were looked for on the wrong pages (the mocked cup 1650: 2,436 players).
  it("a cup's cut-offs keep the server's page size when the first page has a dropped row", async () => {
    const firstPage = Array.from({ length: 50 }, (_, n) => ({
      position: n + 1,
      player: n === 9 ? ghost : pilot(`Q${String(n + 1)}`),
      score: 60_000 + n,
    }));
    server.use(
      http.get('/api/comp/:id/challenge/:challengeId/:page', ({ params }) =>
        params.page === '0' ? HttpResponse.json({ results: firstPage }) : undefined,
      ),
    );
    const { user } = renderRoute('/cotd/1650');
    const table = await screen.findByRole('table', { name: 'Division cut-offs' }, { timeout: 10_000 });
    expect(screen.getByText('1 result could not be read.')).toBeInTheDocument();
    expect(screen.getByText('39 more divisions: takes about 15 seconds')).toHaveAttribute(
      'title',
      '38 requests to the API',
    );
    await user.click(screen.getByRole('button', { name: 'Show every division’s cut-off' }));
    expect(await within(table).findByText('1:17.103', {}, { timeout: 10_000 })).toBeInTheDocument();
    const row = (division: number) =>
      within(table).getByRole('row', { name: new RegExp(`^Division ${String(division)} `) });
    expect(row(1)).toHaveTextContent('Division 1641:02.427');
    // Position 448 is on page 8 of 50 (401 to 450); read as pages of 49 it was looked for on page 9.
    expect(row(7)).toHaveTextContent('Division 74481:03.988');
    expect(row(38)).toHaveTextContent('Division 382,4321:17.070');
    expect(row(39)).toHaveTextContent('Division 392,4361:17.103');
  }, 20_000);
});
