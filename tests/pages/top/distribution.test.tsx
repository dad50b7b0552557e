import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { mmRankingPage } from '../../../src/mocks/data/mmRankings';
import { rankingRows, watchTopRequests } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/top/TopPage');
});

const DISTRIBUTION_NOTE = 'Rank distribution data is updated twice a day.';

describe('the matchmaking ranking’s distribution and refresh', () => {
  it('shows and hides the rank distribution: tiers, counts, share of active players, and its note', async () => {
    const { user, router } = renderRoute('/top/2v2');
    await rankingRows();
    const toggle = screen.getByRole('button', { name: 'Show rank distribution' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(DISTRIBUTION_NOTE)).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide rank distribution' })).toHaveAttribute('aria-expanded', 'true');
    expect(router.state.location.search).toBe('?distribution=shown');
    expect(screen.getByText(DISTRIBUTION_NOTE)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rank distribution' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Named as the spec names the divisions, and as the ranks' shields say them.
    const names = [
      'Trackmaster',
      'Master III',
      'Master II',
      'Master I',
      'Gold III',
      'Gold II',
      'Gold I',
      'Silver III',
      'Silver II',
      'Silver I',
      'Bronze III',
      'Bronze II',
      'Bronze I',
    ];
    expect(rows).toHaveLength(names.length);
    rows.forEach((row, index) =>
      expect(within(row).getByRole('rowheader', { name: names[index] })).toBeInTheDocument(),
    );
    // The mocked 2v2 distribution: each tier's players and their share of the 3,975 active ones (158 / 3,975 = 3.97 %).
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['158', '3.97%'],
      ['307', '7.72%'],
      ['225', '5.66%'],
      ['260', '6.54%'],
      ['314', '7.90%'],
      ['222', '5.58%'],
      ['254', '6.39%'],
      ['377', '9.48%'],
      ['284', '7.14%'],
      ['293', '7.37%'],
      ['404', '10.16%'],
      ['341', '8.58%'],
      ['536', '13.48%'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Hide rank distribution' }));
    expect(screen.queryByRole('table', { name: 'Rank distribution' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows Royal’s own divisions in its distribution, Unranked included, open from the address', async () => {
    server.use(
      http.get('/api/top/matchmaking/3/:page', ({ params }) =>
        HttpResponse.json({
          activeplayers: 1000,
          distribution: [
            { position: 0, count: 115 },
            { position: 1, count: 300 },
            { position: 2, count: 285 },
            { position: 3, count: 200 },
            { position: 4, count: 80 },
            { position: 5, count: 20 },
          ],
          pageCount: 1,
          ranks: mmRankingPage(3, Number(params.page)),
        }),
      ),
    );
    renderRoute('/top/royal?distribution=shown');
    const table = await screen.findByRole('table', { name: 'Rank distribution' });
    const names = ['Royal Master', 'Master', 'Gold', 'Silver', 'Bronze', 'Unranked'];
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader'))).toHaveLength(names.length);
    rows.forEach((row, index) => expect(within(row).getByRole('rowheader')).toHaveAccessibleName(names[index]));
    // Every player counted once: the shares make the whole.
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      '2.00%',
      '8.00%',
      '20.00%',
      '28.50%',
      '30.00%',
      '11.50%',
    ]);
  });

  it('refreshes from the first page: fresh rows, no duplicates, no stale pages', async () => {
    let version = 0;
    server.use(
      http.get('/api/top/matchmaking/5/:page', ({ params }) => {
        const page = Number(params.page);
        const ranks = mmRankingPage(5, page).map((row) =>
          row.rank === 1 ? { ...row, score: row.score + version } : row,
        );
        return HttpResponse.json({ activeplayers: 4000 + version, distribution: [], pageCount: 40, ranks });
      }),
    );
    const requests = watchTopRequests();
    const { user } = renderRoute('/top/2v2');
    expect(await rankingRows()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rankingRows()).toHaveLength(100));
    version = 7;
    requests.length = 0;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Active players this season: 4,007')).toBeInTheDocument();
    const rows = await rankingRows();
    expect(rows).toHaveLength(50);
    expect(rows[0]).toHaveTextContent('4,349 points');
    const links = rows.map((row) => within(row).getByRole('link').getAttribute('href'));
    expect(new Set(links).size).toBe(50);
    expect(requests).toEqual(['/api/top/matchmaking/5/0']);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('copes with missing fields: no active count, no distribution, rows without division', async () => {
    server.use(
      http.get('/api/top/matchmaking/5/:page', () =>
        HttpResponse.json({
          note: 'Season 12 has just begun.',
          ranks: [{ rank: 1, player: { id: 'a', name: 'Solo' } }, { rank: 2 }],
        }),
      ),
    );
    const { user } = renderRoute('/top/2v2');
    const rows = await rankingRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('0 points');
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Unranked' })).toBeInTheDocument();
    expect(screen.getByText('Season 12 has just begun.')).toBeInTheDocument();
    expect(screen.queryByText(/Active players this season/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show rank distribution' }));
    const table = screen.getByRole('table', { name: 'Rank distribution' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Trackmaster0-');
  });
});

describe('the distribution drawn, with the signed-in player marked', () => {
  it('draws a bar per tier and marks the player’s own tier, from their profile', async () => {
    const { playerStanding } = await import('../../../src/mocks/data/playerProfile');
    const { DEMO_PLAYERS } = await import('../../../src/mocks/data/players');
    const own = playerStanding(DEMO_PLAYERS.mockUser.index, 5)?.division?.position;
    const { POINT_DIVISIONS } = await import('../../../src/lib/matchmaking');
    const name = own === undefined ? undefined : POINT_DIVISIONS[own - 1];
    renderRoute('/top/2v2?distribution=shown', { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Rank distribution' });
    const marked = await within(table).findByRole('row', { current: true });
    expect(within(marked).getByRole('rowheader')).toHaveTextContent(`${name ?? 'none'}You`);
    expect(within(table).getAllByRole('row', { current: true })).toHaveLength(1);
  });

  it('marks no tier for a visitor who is not signed in', async () => {
    renderRoute('/top/2v2?distribution=shown');
    const table = await screen.findByRole('table', { name: 'Rank distribution' });
    expect(within(table).queryByRole('row', { current: true })).not.toBeInTheDocument();
    expect(within(table).queryByText('You')).not.toBeInTheDocument();
  });
});
