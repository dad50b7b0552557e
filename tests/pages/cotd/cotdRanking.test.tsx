import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { rankingPage } from '../../../src/mocks/handlers/cotd';
import { bodyRows, cellTexts, rankingRow, recordRequests, tableByName, preloadCotdPages } from './cotdTestData';

beforeAll(preloadCotdPages, 60_000);

const RANKING = '/api/cotd/players/:page/:sort';

async function rankingRows() {
  await screen.findByRole('table', { name: 'Player ranking' });
  return bodyRows(tableByName('Player ranking'));
}

function headers() {
  return within(tableByName('Player ranking'))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
}

describe('the Cup of the Day overview', () => {
  it('has the title, Refresh, the 7 PM notice and the two columns', async () => {
    renderRoute('/cotd');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cup of the Day' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByText(/A new cup starts every day at 7 PM/)).toHaveTextContent(
      '(Paris time) on the Track of the Day server.',
    );
    expect(screen.getByRole('link', { name: 'CET' })).toHaveAttribute('href', 'https://time.is/Paris');
    expect(screen.getByRole('heading', { level: 2, name: 'Player ranking' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cups' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Load more players' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Cup of the Day'));
  });

  it('ranks by total played by default: Played, Reruns, Total', async () => {
    const requests = recordRequests();
    renderRoute('/cotd');
    const rows = await rankingRows();
    expect(rows).toHaveLength(25);
    expect(headers()).toEqual(['#', 'Player', 'Played', 'Reruns', 'Total']);
    expect(screen.getByRole('button', { name: 'Total played', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Include reruns' })).not.toBeChecked();
    const first = rankingPage('totalplayed', false, 0)[0];
    if (!first) throw new Error('no data');
    expect(cellTexts(rows[0] as HTMLElement)).toEqual([
      '1',
      expect.stringContaining(first.player.name ?? '') as string,
      '1,298',
      '291',
      '1,589',
    ]);
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: new RegExp(first.player.name ?? '') }),
    ).toBeInTheDocument();
    expect(requests).toContain('/api/cotd/players/0/totalplayed');
  });

  it('ranks by wins with the percentage of played, one decimal, only above 0', async () => {
    server.use(
      http.get(RANKING, () =>
        HttpResponse.json({
          players: [
            rankingRow(1, { wins: 10, totalplayed: 80, winsreruns: 0, totalplayedreruns: 20 }),
            rankingRow(2, { wins: 1, totalplayed: 3000, winsreruns: 3, totalplayedreruns: 7 }),
            rankingRow(3, { wins: 0, totalplayed: 0, winsreruns: 0, totalplayedreruns: 0 }),
          ],
        }),
      ),
    );
    const { user } = renderRoute('/cotd');
    await rankingRows();
    await user.click(screen.getByRole('button', { name: 'Wins' }));
    expect(screen.getByRole('button', { name: 'Wins', pressed: true })).toBeInTheDocument();
    expect(headers()).toEqual(['#', 'Player', 'Wins', 'Reruns', 'Total']);
    const rows = await rankingRows();
    expect(cellTexts(rows[0] as HTMLElement).slice(2)).toEqual(['10 (12.5%)', '0', '10 (10.0%)']);
    // 1 of 3000 is 0.03%: it would read 0.0%, so no percentage; 3 of 7 reruns is 42.9%.
    expect(cellTexts(rows[1] as HTMLElement).slice(2)).toEqual(['1', '3 (42.9%)', '4 (0.1%)']);
    expect(cellTexts(rows[2] as HTMLElement).slice(2)).toEqual(['0', '0', '0']);
  });

  it('ranks by win streak: Streak and +Reruns, values of 1 or less greyed', async () => {
    server.use(
      http.get(RANKING, () =>
        HttpResponse.json({
          players: [
            rankingRow(1, { winstreak: 4, winstreakreruns: 2 }),
            rankingRow(2, { winstreak: 1, winstreakreruns: 0 }),
          ],
        }),
      ),
    );
    renderRoute('/cotd?sort=winstreak');
    const rows = await rankingRows();
    expect(headers()).toEqual(['#', 'Player', 'Streak', '+Reruns']);
    const [streak, withReruns] = within(rows[0] as HTMLElement)
      .getAllByRole('cell')
      .slice(2) as [HTMLElement, HTMLElement];
    expect(within(streak).getByText('4')).not.toHaveClass('has-text-grey');
    expect(within(withReruns).getByText('2')).not.toHaveClass('has-text-grey');
    const [one, zero] = within(rows[1] as HTMLElement)
      .getAllByRole('cell')
      .slice(2) as [HTMLElement, HTMLElement];
    expect(within(one).getByText('1')).toHaveClass('has-text-grey');
    expect(within(zero).getByText('0')).toHaveClass('has-text-grey');
  });

  it('asks for the reruns sort when Include reruns is ticked, and keeps it in the address', async () => {
    const requests = recordRequests();
    const { user, router } = renderRoute('/cotd?sort=wins');
    await rankingRows();
    await user.click(screen.getByRole('checkbox', { name: 'Include reruns' }));
    expect(screen.getByRole('checkbox', { name: 'Include reruns' })).toBeChecked();
    await waitFor(() => expect(requests).toContain('/api/cotd/players/0/winsreruns'));
    expect(router.state.location.search).toBe('?sort=wins&reruns=1');
    const first = rankingPage('wins', true, 0)[0];
    await waitFor(async () =>
      expect(within((await rankingRows())[0] as HTMLElement).getByText(first?.player.name ?? '')).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Include reruns' }));
    expect(router.state.location.search).toBe('?sort=wins');
  });

  it('shows the view a shared address asks for (sort, reruns, platform)', async () => {
    const requests = recordRequests();
    renderRoute('/cotd?sort=wins&reruns=1&platform=pc');
    await rankingRows();
    expect(screen.getByRole('button', { name: 'Wins', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Include reruns' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'PC', pressed: true })).toBeInTheDocument();
    expect(requests).toContain('/api/cotd/players/0/winsreruns');
    expect(requests).toContain('/api/cotd/0?platform=pc');
    const cups = bodyRows(await screen.findByRole('table', { name: 'Cups' }));
    expect(cups[0]).toHaveTextContent('Cup of the Day PC');
  });

  it('falls back to the defaults for values it does not know', async () => {
    const requests = recordRequests();
    renderRoute('/cotd?sort=fastest&reruns=maybe&platform=switch');
    await rankingRows();
    expect(screen.getByRole('button', { name: 'Total played', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Include reruns' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Crossplay', pressed: true })).toBeInTheDocument();
    expect(requests).toContain('/api/cotd/players/0/totalplayed');
    expect(requests).toContain('/api/cotd/0?platform=crossplay');
  });

  it('loads more players, then starts again at page 0 when the sort changes', async () => {
    const requests = recordRequests();
    const { user, router } = renderRoute('/cotd');
    await rankingRows();
    await user.click(screen.getByRole('button', { name: 'Load more players' }));
    await waitFor(async () => expect(await rankingRows()).toHaveLength(50));
    const positions = (await rankingRows()).map((row) => cellTexts(row)[0]);
    expect(new Set(positions).size).toBe(50);
    expect(positions.at(-1)).toBe('50');
    expect(requests).toContain('/api/cotd/players/1/totalplayed');

    await user.click(screen.getByRole('button', { name: 'Win streak' }));
    expect(router.state.location.search).toBe('?sort=winstreak');
    await waitFor(() => expect(headers()).toEqual(['#', 'Player', 'Streak', '+Reruns']));
    expect(await rankingRows()).toHaveLength(25);
    expect(requests).toContain('/api/cotd/players/0/winstreak');
    expect(requests).not.toContain('/api/cotd/players/1/winstreak');

    // Back to the first sort: its two pages from before are not shown again; it reloads from page 0.
    const before = requests.filter((path) => path === '/api/cotd/players/0/totalplayed').length;
    await user.click(screen.getByRole('button', { name: 'Total played' }));
    await waitFor(() =>
      expect(requests.filter((path) => path === '/api/cotd/players/0/totalplayed')).toHaveLength(before + 1),
    );
    await waitFor(async () => expect(await rankingRows()).toHaveLength(25));
    expect(router.state.location.search).toBe('');
  });

  it('merges a row the server sends again instead of listing it twice, and stops after a short page', async () => {
    server.use(
      http.get(RANKING, ({ params }) => {
        // Page 1 starts with position 25 again (the ranking moved between the two requests), then ends short.
        const positions =
          params.page === '0'
            ? Array.from({ length: 25 }, (_, i) => i + 1)
            : Array.from({ length: 10 }, (_, i) => i + 25);
        return HttpResponse.json({
          players: positions.map((position) =>
            rankingRow(position, { totalplayed: 1000 - position + (params.page === '0' ? 0 : 7) }),
          ),
        });
      }),
    );
    const { user } = renderRoute('/cotd');
    expect(await rankingRows()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Load more players' }));
    await waitFor(async () => expect(await rankingRows()).toHaveLength(34));
    const rows = await rankingRows();
    expect(rows.map((row) => cellTexts(row)[0])).toEqual(Array.from({ length: 34 }, (_, i) => String(i + 1)));
    // The newer copy of position 25 replaced the older one in place.
    expect(cellTexts(rows[24] as HTMLElement)[2]).toBe('982');
    expect(screen.queryByRole('button', { name: 'Load more players' })).not.toBeInTheDocument();
  });

  it('asks both lists again on Refresh', async () => {
    const requests = recordRequests();
    const { user } = renderRoute('/cotd');
    await rankingRows();
    await screen.findByRole('table', { name: 'Cups' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(requests.filter((path) => path === '/api/cotd/players/0/totalplayed')).toHaveLength(2));
    await waitFor(() => expect(requests.filter((path) => path === '/api/cotd/0?platform=crossplay')).toHaveLength(2));
  });

  it('says when nobody is ranked and no cup is listed (empty lists)', async () => {
    setScenario('empty');
    renderRoute('/cotd');
    expect(await screen.findByText('No players are ranked yet.')).toBeInTheDocument();
    expect(await screen.findByText('No cups found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });
});

describe('the player ranking when the API fails', () => {
  it('shows the server’s error in a warning notification with a warning icon; the cups still show', async () => {
    server.use(http.get(RANKING, () => HttpResponse.json({ error: 'Ranking unavailable' })));
    renderRoute('/cotd');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveClass('notification', 'is-warning');
    expect(alert).toHaveTextContent('The player ranking is not available. Ranking unavailable');
    expect(alert.querySelector('[aria-hidden="true"]')).toHaveTextContent('⚠');
    expect(screen.queryByRole('table', { name: 'Player ranking' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Cups' })).toBeInTheDocument();
  });

  const cases: [string, () => Response, RegExp][] = [
    ['a 500', () => new HttpResponse('Internal error', { status: 500 }), /HTTP 500/],
    ['a network failure', () => HttpResponse.error(), /Could not reach the server/],
    ['an HTML page', () => HttpResponse.html('<!doctype html><p>Maintenance</p>'), /not JSON/],
  ];

  it.each(cases)('gives a clear message for %s, and the tabs keep working', async (_name, reply, detail) => {
    server.use(http.get(RANKING, reply));
    const { user } = renderRoute('/cotd');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveClass('is-warning');
    expect(alert).toHaveTextContent(detail);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'TOTD' }),
    );
    expect(await screen.findByRole('heading', { name: 'Track of the Day' })).toBeInTheDocument();
  });

  it('keeps the loaded rows when a further page fails, and warns', async () => {
    server.use(
      http.get(RANKING, ({ params }) =>
        params.page === '0'
          ? HttpResponse.json({ players: Array.from({ length: 25 }, (_, i) => rankingRow(i + 1)) })
          : HttpResponse.error(),
      ),
    );
    const { user } = renderRoute('/cotd');
    expect(await rankingRows()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Load more players' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server');
    expect(await rankingRows()).toHaveLength(25);
  });
});
