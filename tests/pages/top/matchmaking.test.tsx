import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentPath, renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { mmRankingPage } from '../../../src/mocks/data/mmRankings';
import { loadMore, rankingRows, rankingTabs, watchTopRequests } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/top/TopPage');
});

const ROYAL_NOTE = /^Royal matchmaking has been discontinued\./;
const currentTab = () => within(rankingTabs()).getByRole('link', { current: 'page' });

describe('the matchmaking rankings', () => {
  it('shows Ranked 2v2: title, Refresh, active players, and rank, player and division with progress', async () => {
    const requests = watchTopRequests();
    renderRoute('/top/2v2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ranked 2v2 ranking' })).toBeInTheDocument();
    expect(currentTab()).toHaveTextContent('Ranked 2v2');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    const rows = await rankingRows();
    expect(rows).toHaveLength(50);
    expect(screen.getByText('Active players this season: 3,975')).toBeInTheDocument();
    expect(screen.queryByText(ROYAL_NOTE)).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Rank', 'Player', 'Division']);
    const expected = mmRankingPage(5, 0);
    const top = expected[0];
    const first = within(rows[0] as HTMLElement);
    expect(first.getAllByRole('cell')[0]).toHaveTextContent(/^1$/);
    expect(first.getByRole('link')).toHaveTextContent(top?.player.name ?? '-');
    expect(first.getByRole('img', { name: 'Trackmaster' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('4,342 points');
    // The top division has nowhere further to go.
    expect(first.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Ranked 2v2 ranking'));
    expect(requests).toEqual(['/api/top/matchmaking/5/0']);
  });

  it('shows the way to the next division below the top one', async () => {
    // Deeper rows of the mock ranking, served as the first page: the top pages are all Trackmaster.
    const deeper = [3, 4].flatMap((page) => mmRankingPage(5, page));
    server.use(
      http.get('/api/top/matchmaking/5/:page', () =>
        HttpResponse.json({ activeplayers: 10, pageCount: 1, ranks: deeper }),
      ),
    );
    const climbing = deeper.findIndex((row) => row.division.position < 13);
    expect(climbing).toBeGreaterThanOrEqual(0);
    renderRoute('/top/2v2');
    const rows = await rankingRows();
    const cells = within(rows[climbing] as HTMLElement);
    expect(cells.getByRole('img', { name: 'Master III' })).toBeInTheDocument();
    expect(rows[climbing]).toHaveTextContent('3,998 points');
    expect(cells.getByRole('progressbar', { name: 'Progress to Trackmaster' })).toBeInTheDocument();
  });

  it('shows Royal with its discontinued note and wins', async () => {
    const requests = watchTopRequests();
    renderRoute('/top/royal');
    expect(await screen.findByRole('heading', { level: 2, name: 'Royal ranking' })).toBeInTheDocument();
    expect(screen.getByText(ROYAL_NOTE)).toBeInTheDocument();
    const rows = await rankingRows();
    expect(rows[0]).toHaveTextContent('130 wins');
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Royal Master' })).toBeInTheDocument();
    expect(currentTab()).toHaveTextContent('Royal');
    expect(requests).toEqual(['/api/top/matchmaking/3/0']);
  });

  it.each([
    ['/matchmaking', 'Ranked 2v2', 5],
    ['/matchmaking/2v2', 'Ranked 2v2', 5],
    ['/matchmaking/royal', 'Royal', 3],
    ['/matchmaking/5', 'Ranked 2v2', 5],
    ['/top/ranked', 'Ranked 2v2', 5],
  ])('serves %s as the %s ranking', async (path, label, typeId) => {
    const requests = watchTopRequests();
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 2, name: `${label} ranking` })).toBeInTheDocument();
    expect(currentTab()).toHaveTextContent(label);
    await rankingRows();
    expect(requests).toEqual([`/api/top/matchmaking/${typeId}/0`]);
  });

  it.each([['/matchmaking/trophies'], ['/matchmaking/3v3']])(
    'explains %s, which is not a matchmaking ranking',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole('alert')).toHaveTextContent('is not a ranking.');
    },
  );

  it('switches between the rankings with the tabs', async () => {
    const { user, router } = renderRoute('/matchmaking');
    await rankingRows();
    await user.click(within(rankingTabs()).getByRole('link', { name: 'Royal' }));
    expect(currentPath(router)).toBe('/top/royal');
    expect(await screen.findByRole('heading', { level: 2, name: 'Royal ranking' })).toBeInTheDocument();
    await user.click(within(rankingTabs()).getByRole('link', { name: 'Trophies' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Trophy ranking: World' })).toBeInTheDocument();
  });

  it('loads up to page index 19 only', async () => {
    server.use(
      http.get('/api/top/matchmaking/5/:page', ({ params }) => {
        const page = Number(params.page);
        const rank = {
          rank: page + 1,
          score: 5000 - page,
          progression: 0,
          player: { id: `p-${page}`, name: `Pilot ${page}` },
          division: { position: 13 },
        };
        return HttpResponse.json({ activeplayers: 9000, distribution: [], pageCount: 500, ranks: [rank] });
      }),
    );
    const requests = watchTopRequests();
    const { user } = renderRoute('/top/2v2');
    expect(await rankingRows()).toHaveLength(1);
    for (let page = 1; page <= 19; page += 1) {
      await user.click(await screen.findByRole('button', { name: 'Load more' }));
      await waitFor(async () => expect(await rankingRows()).toHaveLength(page + 1));
    }
    expect(loadMore()).not.toBeInTheDocument();
    expect(requests.at(-1)).toBe('/api/top/matchmaking/5/19');
  });

  it('says when nobody is ranked', async () => {
    setScenario('empty');
    renderRoute('/top/2v2');
    expect(await screen.findByText('Nobody is ranked yet this season.')).toBeInTheDocument();
    expect(screen.getByText('Active players this season: 0')).toBeInTheDocument();
  });

  it('shows the error and keeps the tabs working', async () => {
    setScenario('error');
    const { user } = renderRoute('/top/royal');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the ranking');
    expect(screen.getByRole('alert')).toHaveTextContent('The mocked API is in its error scenario.');
    setScenario('normal');
    await user.click(within(rankingTabs()).getByRole('link', { name: 'Ranked 2v2' }));
    expect(await rankingRows()).toHaveLength(50);
  });
});
