import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { playerCotdPage, playerCotdResults } from '../../../src/mocks/data/playerCotd';
import { demo, preloadPlayerPage } from './helpers';

beforeAll(async () => {
  await preloadPlayerPage();
  // Years of cups are computed once per process: do it before the first test's timeouts start.
  playerCotdResults(demo.mockUser.index);
  playerCotdResults(demo.rerunsOnly.index);
});

const NO_CUPS = "This player hasn't participated in any Cups of the Day yet.";
const RERUNS_ONLY = 'This player has only participated in Cup of the Day reruns so far.';
const EXCLUDED = 'This COTD has been excluded from the statistics calculations above.';
const CROSSPLAY = 'These statistics only include cross-platform COTDs.';

const cells = (row: HTMLElement | undefined) => within(row as HTMLElement).getAllByRole('cell');
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const tile = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

function watchCotdRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes('/cotd/')) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

describe('the Cup of the Day tab', () => {
  it('shows the primary statistics, the best block and the results of primary cups, newest first', async () => {
    // A hand-written answer: the page's percentages, ordinals (11th, 2nd, 1st, 13th, 21st) and numbers, read by eye.
    const best = {
      bestrank: 22,
      bestranktime: '2024-03-05T18:00:00+00:00',
      bestranktimelatest: '2024-09-05T18:00:00+00:00',
      bestdiv: 1,
      bestdivtime: '2024-03-05T18:00:00+00:00',
      bestdivtimelatest: '2024-09-05T18:00:00+00:00',
      bestdivrankindiv: 2,
      bestdivrankindivlatest: 2,
      bestrankindiv: 1,
      bestrankindivtime: '2024-04-01T18:00:00+00:00',
      bestrankindivtimelatest: '2024-04-01T18:00:00+00:00',
      bestrankindivdiv: 3,
      bestrankindivdivlatest: 3,
    };
    const statsprimary = {
      total: 1204,
      broken: 2,
      totaldivwins: 7,
      totalwins: 3,
      avgrank: 0.04567,
      avgdiv: 2.35,
      avgdivrank: 0.171875,
      winstreak: 2,
      divwinstreak: 4,
      best,
    };
    const cotds = [
      {
        id: 9001,
        name: 'Cup of the Day 2024-09-05 #1',
        timestamp: '2024-09-05T17:00:00+00:00',
        mapgroup: 'group-a',
        mapuid: 'uid-a',
        mapname: '$f00Red $zRiver',
        div: 2,
        divrank: 21,
        score: 12,
        rank: 85,
        totalplayers: 3210,
        qualificationrank: 1203,
        excludedfromstats: false,
      },
      {
        id: 9000,
        name: 'Cup of the Day 2024-09-04 #1',
        timestamp: '2024-09-04T17:00:00+00:00',
        mapgroup: 'group-b',
        mapuid: 'uid-b',
        mapname: 'Blue Hill',
        div: 12,
        divrank: 0,
        score: 0,
        rank: 1002,
        totalplayers: 2999,
        qualificationrank: 1002,
        excludedfromstats: false,
      },
    ];
    server.use(
      http.get('/api/player/:id/cotd/:page', () =>
        HttpResponse.json({ total: 2, page: 0, stats: statsprimary, statsprimary, cotds }),
      ),
    );
    const requests = watchCotdRequests();
    const { router } = renderRoute('/player/mockpilot/cotd');
    await screen.findByRole('table');
    expect(requests[0]).toMatch(/\/cotd\/0\?includeReruns=false&order=dateDesc$/);
    const block = screen.getByRole('region', { name: /Statistics/ });
    expect(within(block).getByTitle(CROSSPLAY)).toBeInTheDocument();
    expect(tile(block, 'Total played')).toHaveTextContent('1,204');
    expect(tile(block, 'Total played')).toHaveTextContent('+ 2 broken');
    expect(tile(block, 'Total div wins')).toHaveTextContent(/^Total div wins7$/);
    expect(tile(block, 'Total wins')).toHaveTextContent(/^Total wins3$/);
    expect(tile(block, 'Average rank')).toHaveTextContent(/^Average rank4\.6%$/);
    expect(tile(block, 'Average div')).toHaveTextContent(/^Average div2\.4$/);
    // 0.171875 of a division of 64 is the 11th place.
    expect(tile(block, 'Average div rank')).toHaveTextContent(/^Average div rank11th$/);
    expect(tile(block, 'Longest win streak')).toHaveTextContent(/^Longest win streak2$/);
    expect(tile(block, 'Longest div win streak')).toHaveTextContent(/^Longest div win streak4$/);
    const bestBlock = within(block).getByRole('region', { name: 'Primary best' });
    expect(tile(bestBlock, 'Best rank')).toHaveTextContent(/^Best rank22nd/);
    expect(tile(bestBlock, 'Best rank')).toHaveTextContent(/First: .+Latest: .+/);
    expect(tile(bestBlock, 'Best rank').querySelectorAll('time')).toHaveLength(2);
    expect(tile(bestBlock, 'Best div')).toHaveTextContent('Division 1');
    expect(tile(bestBlock, 'Best div')).toHaveTextContent('(2nd in division)');
    expect(tile(bestBlock, 'Best div rank')).toHaveTextContent(/^Best div rank1st/);
    expect(tile(bestBlock, 'Best div rank')).toHaveTextContent('(Division 3)');

    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Cup of the Day',
      'Map',
      'Division',
      'Division Rank',
      'Rank',
      'Qualification',
    ]);
    const rows = bodyRows();
    expect(rows).toHaveLength(2);
    const first = cells(rows[0]);
    expect(within(first[0] as HTMLElement).getByRole('link', { name: 'Cup of the Day 2024-09-05 #1' })).toHaveAttribute(
      'href',
      '/cotd/9001',
    );
    expect(first[0]).not.toHaveTextContent('Rerun');
    const [mapLink] = within(first[1] as HTMLElement).getAllByRole('link');
    expect(mapLink).toHaveAttribute('href', '/totd/leaderboard/group-a/uid-a');
    expect(mapLink).toHaveTextContent(/^Red River$/);
    expect(first[2]).toHaveTextContent(/^Div 2$/);
    expect(first[3]).toHaveTextContent(/^21st$/);
    expect(first[4]).toHaveTextContent(/^85of 3,210 \(2\.6%\)$/);
    expect(first[5]).toHaveTextContent(/^1,203of 3,210 \(37\.5%\)$/);
    // divrank 0: not ranked in the division (2024 answers), shown as "-".
    const second = cells(rows[1]);
    expect(second[2]).toHaveTextContent(/^Div 12$/);
    expect(second[3]).toHaveTextContent(/^-$/);
    expect(second[4]).toHaveTextContent(/^1,002of 2,999 \(33\.4%\)$/);
    expect(router.state.location.search).toBe('');
  });

  it('colours divisions 1 to 4 and highlights the top three division ranks', async () => {
    const cotds = [1, 2, 3, 4, 5].map((div, i) => ({
      id: 1000 + i,
      name: `Cup of the Day 2024-01-0${i + 1}`,
      timestamp: '2024-01-01T18:00:00+00:00',
      mapgroup: 'g',
      mapuid: `u${i}`,
      mapname: 'Map',
      div,
      divrank: i + 2,
      score: 10,
      rank: (div - 1) * 64 + i + 2,
      totalplayers: 3000,
      qualificationrank: (div - 1) * 64 + 10,
      excludedfromstats: false,
    }));
    server.use(
      http.get('/api/player/:id/cotd/:page', () =>
        HttpResponse.json({ total: 5, page: 0, stats: { total: 5 }, statsprimary: { total: 5 }, cotds }),
      ),
    );
    renderRoute('/player/mockpilot/cotd');
    await screen.findByRole('table');
    const rows = bodyRows();
    // The colour is the tag's class (green, gold, silver, bronze); from division 5 on the tag is plain dark.
    expect(within(cells(rows[0])[2] as HTMLElement).getByText('Div 1')).toHaveClass('tag is-success', { exact: true });
    expect(within(cells(rows[1])[2] as HTMLElement).getByText('Div 2')).toHaveClass('tag player-div-gold', {
      exact: true,
    });
    expect(within(cells(rows[2])[2] as HTMLElement).getByText('Div 3')).toHaveClass('tag player-div-silver', {
      exact: true,
    });
    expect(within(cells(rows[3])[2] as HTMLElement).getByText('Div 4')).toHaveClass('tag player-div-bronze', {
      exact: true,
    });
    expect(within(cells(rows[4])[2] as HTMLElement).getByText('Div 5')).toHaveClass('tag is-dark', { exact: true });
    // Division ranks 2 and 3 are emphasised, 4 and below are not.
    expect(within(cells(rows[0])[3] as HTMLElement).getByText('2nd').tagName).toBe('STRONG');
    expect(within(cells(rows[1])[3] as HTMLElement).getByText('3rd').tagName).toBe('STRONG');
    expect(within(cells(rows[2])[3] as HTMLElement).getByText('4th').tagName).not.toBe('STRONG');
  });

  it('includes reruns when asked: kept in the address, statistics of all cups, reruns marked', async () => {
    const requests = watchCotdRequests();
    const { user, router } = renderRoute('/player/mockpilot/cotd');
    const checkbox = await screen.findByRole('checkbox', { name: 'Include reruns' });
    await screen.findByRole('table');
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    expect(router.state.location.search).toBe('?includeReruns=true');
    expect(await screen.findByRole('region', { name: 'Overall best (includes reruns)' })).toBeInTheDocument();
    await waitFor(() => expect(requests.at(-1)).toMatch(/includeReruns=true&order=dateDesc$/));
    const answer = playerCotdPage(demo.mockUser.index, 0, { includeReruns: true, order: 'dateDesc' });
    const reruns = answer?.cotds.filter((cup) => /#[2-9]$/.test(cup.name)) ?? [];
    expect(reruns.length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByText('Rerun')).toHaveLength(reruns.length));
    const block = screen.getByRole('region', { name: /Statistics/ });
    expect(tile(block, 'Total played')).toHaveTextContent(/^Total played937\+ 26 broken$/);
  });

  it('disables Include reruns while loading', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('/api/player/:id/cotd/:page', async () => {
        await gate;
        return HttpResponse.json(playerCotdPage(demo.mockUser.index, 0, { includeReruns: false, order: 'dateDesc' }));
      }),
    );
    renderRoute('/player/mockpilot/cotd');
    expect(await screen.findByRole('checkbox', { name: 'Include reruns' })).toBeDisabled();
    release();
    await screen.findByRole('table');
    expect(screen.getByRole('checkbox', { name: 'Include reruns' })).toBeEnabled();
  });

  it('offers the fourteen sort orders and keeps the choice in the address', async () => {
    const requests = watchCotdRequests();
    const { user, router } = renderRoute('/player/mockpilot/cotd');
    await screen.findByRole('table');
    const select = screen.getByRole('combobox', { name: 'Sort order' });
    expect(within(select).getAllByRole('option')).toHaveLength(14);
    await user.selectOptions(select, 'Rank (lowest first)');
    expect(router.state.location.search).toBe('?order=rankAsc');
    await waitFor(() => expect(requests.at(-1)).toMatch(/includeReruns=false&order=rankAsc$/));
    const sorted = playerCotdPage(demo.mockUser.index, 0, { includeReruns: false, order: 'rankAsc' })?.cotds ?? [];
    await waitFor(() =>
      expect(within(cells(bodyRows()[0])[0] as HTMLElement).getByRole('link')).toHaveTextContent(sorted[0]?.name ?? ''),
    );
  });

  it('reads the sort order and the reruns choice from the address', async () => {
    renderRoute('/player/mockpilot/cotd?order=divRankAsc&includeReruns=true');
    await screen.findByRole('table');
    expect(screen.getByRole('combobox', { name: 'Sort order' })).toHaveValue('divRankAsc');
    expect(screen.getByRole('checkbox', { name: 'Include reruns' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Overall best (includes reruns)' })).toBeInTheDocument();
  });

  it('marks excluded cups and reruns by their name (#2 to #9)', async () => {
    const base = {
      timestamp: '2024-01-01T18:00:00+00:00',
      mapgroup: 'g',
      mapuid: 'u',
      mapname: 'Map',
      div: 6,
      divrank: 30,
      score: 3,
      rank: 350,
      totalplayers: 3000,
      qualificationrank: 340,
    };
    server.use(
      http.get('/api/player/:id/cotd/:page', () =>
        HttpResponse.json({
          total: 3,
          page: 0,
          stats: { total: 2, broken: 1 },
          statsprimary: { total: 1, broken: 1 },
          cotds: [
            { ...base, id: 1, name: 'Cup of the Day 2024-01-01 #1', excludedfromstats: true },
            { ...base, id: 2, name: 'Cup of the Day 2024-01-01 #2', excludedfromstats: false },
            { ...base, id: 3, name: 'Cup of the Day 2024-01-01 #10', excludedfromstats: false },
          ],
        }),
      ),
    );
    renderRoute('/player/mockpilot/cotd');
    await screen.findByRole('table');
    const rows = bodyRows();
    expect(within(rows[0] as HTMLElement).getByTitle(EXCLUDED)).toHaveTextContent('Excluded');
    expect(rows[0]).not.toHaveTextContent('Rerun');
    expect(rows[1]).toHaveTextContent('Rerun');
    expect(rows[2]).not.toHaveTextContent('Rerun');
    expect(within(rows[1] as HTMLElement).queryByTitle(EXCLUDED)).not.toBeInTheDocument();
    expect(tile(screen.getByRole('region', { name: /Statistics/ }), 'Total played')).toHaveTextContent('1+ 1 broken');
  });

  it('says when a player never played a cup (the API’s "no player cotd data available")', async () => {
    renderRoute('/player/demo-nocotd/cotd');
    expect(await screen.findByText(NO_CUPS)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when a player played reruns only, and shows them with Include reruns', async () => {
    const { user } = renderRoute('/player/demo-reruns/cotd');
    expect(await screen.findByText(RERUNS_ONLY, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Include reruns' }));
    await screen.findByRole('table');
    expect(screen.queryByText(RERUNS_ONLY, { exact: false })).not.toBeInTheDocument();
    expect(screen.getAllByText('Rerun').length).toBeGreaterThan(0);
  });

  it('loads more results', async () => {
    const { user } = renderRoute('/player/mockpilot/cotd');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
  });

  it('shows other errors in an error box', async () => {
    server.use(
      http.get('/api/player/:id/cotd/:page', () => HttpResponse.json({ error: 'Database busy.' }, { status: 500 })),
    );
    renderRoute('/player/mockpilot/cotd');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the Cup of the Day results');
    expect(alert).toHaveTextContent('Database busy.');
    expect(screen.queryByText(NO_CUPS)).not.toBeInTheDocument();
  });
});
