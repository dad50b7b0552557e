import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { QueryClient } from '@tanstack/react-query';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { playerCotdPage, playerCotdResults } from '../../../src/mocks/data/playerCotd';
import { demo, preloadPlayerPage } from './helpers';

beforeAll(async () => {
  await preloadPlayerPage();
  // Years of cups are computed once per process: do it before the first test's timeouts start.
  playerCotdResults(demo.mockUser.index);
});

const COTD = '/api/player/:id/cotd/:page';
const figure = () => screen.getByRole('figure', { name: /^Rank/ });
const rangeGroup = () => screen.getByRole('group', { name: 'Cups in the chart' });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

/** The pages of the Cup of the Day list requested, in order ("0", "1", ...). */
function watchPages(): string[] {
  const pages: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const match = /\/cotd\/(\d+)/.exec(new URL(request.url).pathname);
    if (match?.[1] !== undefined) pages.push(match[1]);
  });
  return pages;
}

/** A list of `total` cups, 25 a page, one a day from 1 March 2024 (newest first), every fourth a rerun. */
function syntheticCups(total: number) {
  return http.get(COTD, ({ params }) => {
    const page = Number(params.page);
    const cotds = Array.from({ length: Math.max(0, Math.min(25, total - page * 25)) }, (_, i) => {
      const n = total - page * 25 - i;
      return {
        id: n,
        name: `Cup of the Day ${n}${n % 4 === 0 ? ' #2' : ''}`,
        timestamp: new Date(Date.UTC(2024, 2, n, 12)).toISOString(),
        div: n % 3 === 0 ? 1 : 2,
        rank: n * 10,
        totalplayers: 1000,
        qualificationrank: n * 10,
        excludedfromstats: n === 5,
      };
    });
    return HttpResponse.json({ total, page, stats: { total }, statsprimary: { total }, cotds });
  });
}

/** Every answer the page asked for is in: a page asked beyond them would show here, with no fixed sleep. */
const settled = (queryClient: QueryClient) => waitFor(() => expect(queryClient.isFetching()).toBe(0));

describe('the Cup of the Day chart', () => {
  it('sums up the loaded cups in its caption, from the table’s own first page only', async () => {
    const pages = watchPages();
    const { queryClient } = renderRoute('/player/mockpilot/cotd');
    await screen.findByRole('table');
    const cups = playerCotdPage(demo.mockUser.index, 0, { includeReruns: false, order: 'dateDesc' })?.cotds ?? [];
    const caption = figure().querySelector('figcaption');
    expect(caption).toHaveTextContent('Rank (% of players, best at the top) and division per cup, over time.');
    expect(caption).toHaveTextContent(
      'The chart shows the 25 most recent cups. 25 cups from 28 Aug 2026 to 16 Nov 2026: best 12.3%',
    );
    const divs = cups.filter((cup) => !cup.excludedfromstats).map((cup) => cup.div);
    const wins = divs.filter((div) => div === 1).length;
    const division =
      wins > 0 ? `division 1 in ${wins} ${wins === 1 ? 'cup' : 'cups'}` : `best division ${Math.min(...divs)}`;
    expect(caption).toHaveTextContent(
      `${division}; 0 reruns, ${cups.filter((cup) => cup.excludedfromstats).length} excluded.`,
    );
    expect(figure()).toHaveAccessibleName('Rank (% of players, best at the top) and division per cup, over time.');
    // No canvas here (jsdom): the text summary stands alone, without a legend or a placeholder.
    expect(within(figure()).queryByRole('list', { name: 'Legend' })).not.toBeInTheDocument();
    expect(figure().querySelector('.chart-plot')).toBeNull();
    // "Loaded" is the default range: the chart fetches nothing the table did not.
    expect(within(rangeGroup()).getByRole('button', { name: 'Loaded' })).toHaveAttribute('aria-pressed', 'true');
    await settled(queryClient);
    expect(pages).toEqual(['0']);
  });

  it('loads exactly the pages a range needs, one after another, with a progress text', async () => {
    const pages = watchPages();
    // Later pages take a moment, so the progress can be seen; the real handler answers them.
    server.use(
      http.get(COTD, async ({ params }) => {
        if (params.page !== '0') await delay(60);
      }),
    );
    const { user, router } = renderRoute('/player/mockpilot/cotd');
    await screen.findByRole('table');
    await user.click(within(rangeGroup()).getByRole('button', { name: '100' }));
    expect(router.state.location.search).toBe('?range=100');
    expect(await screen.findByText('Loaded 25 of 100 cups…')).toBeInTheDocument();
    expect(await screen.findByText('Loaded 75 of 100 cups…')).toBeInTheDocument();
    await waitFor(() => expect(figure()).toHaveTextContent('The chart shows the 100 most recent cups. 100 cups from'));
    expect(screen.queryByText(/Loaded \d+ of/)).not.toBeInTheDocument();
    expect(pages).toEqual(['0', '1', '2', '3']);
    // The table keeps to the page it showed; the cups the chart loaded wait for Load more.
    expect(bodyRows()).toHaveLength(25);
  });

  it('shares the table’s pages: Load more shows a page the chart loaded at once, then asks only for the next', async () => {
    const pages = watchPages();
    const { user, router } = renderRoute('/player/mockpilot/cotd?range=50');
    await waitFor(() => expect(figure()).toHaveTextContent('The chart shows the 50 most recent cups.'));
    expect(pages).toEqual(['0', '1']);
    expect(bodyRows()).toHaveLength(25);
    // The second page is already there for the chart: Load more shows it without a request.
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(pages).toEqual(['0', '1']);
    // Past it, Load more asks for the next page only; the range keeps the chart at the first 50 rows.
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(75));
    expect(figure()).toHaveTextContent('The chart shows the 50 most recent cups.');
    // "Loaded" plots every row the table has, without a request.
    await user.click(within(rangeGroup()).getByRole('button', { name: 'Loaded' }));
    expect(router.state.location.search).toBe('');
    expect(figure()).toHaveTextContent('The chart shows the 75 most recent cups.');
    expect(pages).toEqual(['0', '1', '2']);
  });

  it('reads the range from the address, "All" stopping at the last page', async () => {
    const pages = watchPages();
    server.use(syntheticCups(60));
    const { user } = renderRoute('/player/mockpilot/cotd?range=all');
    // One cup a day from 1 March: the 60th is on 29 April.
    await waitFor(() =>
      expect(figure()).toHaveTextContent('The chart shows all 60 cups. 60 cups from 1 Mar 2024 to 29 Apr 2024'),
    );
    expect(within(rangeGroup()).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(figure()).toHaveTextContent('best 1.0%, median 31.0%, division 1 in 20 cups; 15 reruns, 1 excluded.');
    expect(pages).toEqual(['0', '1', '2']);
    // Every cup is loaded for the chart, but the table draws a page at a time: thousands of rows would make a phone crawl.
    expect(bodyRows()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(bodyRows()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(bodyRows()).toHaveLength(60);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(pages).toEqual(['0', '1', '2']);
  });

  it('falls back to "Loaded" for an unknown range', async () => {
    const pages = watchPages();
    const { queryClient } = renderRoute('/player/mockpilot/cotd?range=lots');
    await screen.findByRole('table');
    expect(within(rangeGroup()).getByRole('button', { name: 'Loaded' })).toHaveAttribute('aria-pressed', 'true');
    expect(figure()).toHaveTextContent('The chart shows the 25 most recent cups.');
    await settled(queryClient);
    expect(pages).toEqual(['0']);
  });

  it('counts the range from the oldest cup when the table lists the oldest first', async () => {
    renderRoute('/player/mockpilot/cotd?order=dateAsc&range=50');
    await waitFor(() => expect(figure()).toHaveTextContent('The chart shows the 50 oldest cups.'));
  });

  it('counts the range in the table’s sort order when it is not by date, and says so', async () => {
    renderRoute('/player/mockpilot/cotd?order=rankAsc&range=50');
    await waitFor(() => expect(figure()).toHaveTextContent('The chart shows the first 50 cups'));
    expect(figure()).toHaveTextContent(
      'The chart shows the first 50 cups of the sort order “Rank (lowest first)”, placed by date.',
    );
    expect(within(figure()).getByText(/^Rank \(% of players/).tagName).toBe('STRONG');
  });

  it('stops loading at a failed page: the error box shows, nothing is retried on its own', async () => {
    const pages = watchPages();
    server.use(
      http.get(COTD, ({ params }) =>
        params.page === '2' ? HttpResponse.json({ error: 'Database busy.' }, { status: 500 }) : undefined,
      ),
    );
    const { queryClient } = renderRoute('/player/mockpilot/cotd?range=250');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load more cups');
    expect(figure()).toHaveTextContent('The chart shows the 50 most recent cups.');
    expect(screen.queryByText(/Loaded \d+ of/)).not.toBeInTheDocument();
    await settled(queryClient);
    expect(pages).toEqual(['0', '1', '2']);
  });

  it('says so when no cup has a time to place it by', async () => {
    server.use(
      http.get(COTD, () =>
        HttpResponse.json({
          total: 2,
          page: 0,
          stats: { total: 2 },
          statsprimary: { total: 2 },
          cotds: [
            { id: 1, name: 'Cup of the Day A' },
            { id: 2, name: 'Cup of the Day B', timestamp: '' },
          ],
        }),
      ),
    );
    renderRoute('/player/mockpilot/cotd');
    await screen.findByRole('table');
    expect(figure()).toHaveTextContent('No cup with a known time to draw.');
  });

  it('shows no chart for players without cups, or with reruns only while reruns are left out', async () => {
    renderRoute('/player/demo-nocotd/cotd');
    expect(await screen.findByText("This player hasn't participated in any Cups of the Day yet.")).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Cups in the chart' })).not.toBeInTheDocument();
  });

  it('shows no chart for a player with reruns only until reruns are included, then counts them', async () => {
    const { user } = renderRoute('/player/demo-reruns/cotd');
    expect(await screen.findByText(/only participated in Cup of the Day reruns/)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Include reruns' }));
    await screen.findByRole('table');
    expect(figure()).toHaveTextContent(/; 25 reruns, \d+ excluded\.$/);
  });

  it('leaves the error box alone when the first page fails', async () => {
    server.use(http.get(COTD, () => HttpResponse.json({ error: 'Database busy.' }, { status: 500 })));
    renderRoute('/player/mockpilot/cotd');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the Cup of the Day results');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
