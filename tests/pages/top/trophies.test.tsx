import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentPath, renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { trophyRankingPage, WORLD_TROPHY_NOTE } from '../../../src/mocks/data/topRankings';
import { loadMore, rankingRows, rankingTabs, watchTopRequests, zoneBox } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/top/TopPage');
});

const ESTIMATE =
  'Ranks are estimates and can have inaccuracies as not all players are being tracked. Players with scores below ~600,000 are not regularly updated.';

describe('the trophy ranking', () => {
  it('shows the world ranking by default: tabs, title, server note, rank, player, score and gap to first', async () => {
    const requests = watchTopRequests();
    renderRoute('/top');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rankings' })).toBeInTheDocument();
    expect(
      within(rankingTabs())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Trophies', '/top'],
      ['Ranked 2v2', '/top/2v2'],
      ['Royal', '/top/royal'],
    ]);
    expect(within(rankingTabs()).getByRole('link', { name: 'Trophies' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Trophy ranking: World' })).toBeInTheDocument();
    const rows = await rankingRows();
    expect(rows).toHaveLength(50);
    expect(await screen.findByText(WORLD_TROPHY_NOTE)).toBeInTheDocument();
    expect(screen.queryByText(ESTIMATE)).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Rank', 'Player', 'Score']);
    const [first] = trophyRankingPage(0)?.ranks ?? [];
    const firstCells = within(rows[0] as HTMLElement).getAllByRole('cell');
    expect(firstCells[0]).toHaveTextContent(/^1$/);
    expect(within(firstCells[1] as HTMLElement).getByRole('link')).toHaveTextContent(first?.player.name ?? '-');
    const secondScore = within(rows[1] as HTMLElement).getAllByRole('cell')[2];
    // The second's score and how far behind the first: 8,335,121 − 8,258,903 = 76,218.
    expect([firstCells[2]?.textContent, secondScore?.textContent]).toEqual([
      '8,335,121',
      '8,258,903−76,218 behind first place',
    ]);
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Trophy ranking: World'));
    expect(requests).toContain('/api/top/trophies/0');
  });

  it('shows a chosen zone: its name, the estimate note instead of the server note, and enables Reset', async () => {
    const { user, router } = renderRoute('/top');
    await rankingRows();
    await waitFor(() => expect(zoneBox()).toBeEnabled());
    await user.type(zoneBox(), 'paris');
    await user.click(screen.getByRole('option', { name: 'Paris, Île-de-France, France, Europe, World' }));
    expect(currentPath(router)).toBe('/top/trophies/z-paris');
    expect(await screen.findByRole('heading', { level: 2, name: 'Trophy ranking: Paris' })).toBeInTheDocument();
    expect(screen.getByText(ESTIMATE)).toBeInTheDocument();
    expect(screen.queryByText(WORLD_TROPHY_NOTE)).not.toBeInTheDocument();
    const rows = await rankingRows();
    const paris = trophyRankingPage(0, 'z-paris')?.ranks ?? [];
    expect(rows[0]).toHaveTextContent(paris[0]?.player.name ?? '-');
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Trophy ranking: Paris'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(currentPath(router)).toBe('/top');
    expect(await screen.findByRole('heading', { level: 2, name: 'Trophy ranking: World' })).toBeInTheDocument();
    expect(zoneBox()).toHaveValue('');
  });

  it('reads the zone from the address, and treats the world zone id as the world', async () => {
    renderRoute('/top/trophies/z-fra');
    expect(await screen.findByRole('heading', { level: 2, name: 'Trophy ranking: France' })).toBeInTheDocument();
    expect(zoneBox()).toHaveValue('France, Europe, World');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled();
    expect(screen.getByText(ESTIMATE)).toBeInTheDocument();
  });

  it('treats the world zone in the address as the world ranking', async () => {
    renderRoute('/top/trophies/z-world');
    expect(await screen.findByRole('heading', { level: 2, name: 'Trophy ranking: World' })).toBeInTheDocument();
    expect(await screen.findByText(WORLD_TROPHY_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('explains an unknown zone without asking for its ranking', async () => {
    const requests = watchTopRequests();
    const { user, router } = renderRoute('/top/trophies/atlantis');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is no zone with the id “atlantis”.');
    expect(requests).toEqual(['/api/zones']);
    await user.click(within(alert).getByRole('link', { name: 'See the world ranking' }));
    expect(currentPath(router)).toBe('/top');
    expect(await rankingRows()).toHaveLength(50);
  });

  it('loads a zone up to page index 4 only', async () => {
    expect(trophyRankingPage(0, 'z-idf')?.pageCount).toBeGreaterThan(5);
    const requests = watchTopRequests();
    const { user } = renderRoute('/top/trophies/z-idf');
    expect(await rankingRows()).toHaveLength(50);
    for (let page = 1; page <= 4; page += 1) {
      await user.click(await screen.findByRole('button', { name: 'Load more' }));
      await waitFor(async () => expect(await rankingRows()).toHaveLength((page + 1) * 50));
    }
    expect(loadMore()).not.toBeInTheDocument();
    expect(requests.filter((path) => path.startsWith('/api/top/trophies/'))).toEqual(
      [0, 1, 2, 3, 4].map((page) => `/api/top/trophies/${page}/z-idf`),
    );
  });

  it('stops at the page count when a zone has fewer pages', async () => {
    const pages = trophyRankingPage(0, 'z-paris')?.pageCount ?? 0;
    const total = (pages - 1) * 50 + (trophyRankingPage(pages - 1, 'z-paris')?.ranks.length ?? 0);
    expect(pages).toBeLessThanOrEqual(5);
    const { user } = renderRoute('/top/trophies/z-paris');
    await rankingRows();
    for (let page = 1; page < pages; page += 1) {
      await user.click(await screen.findByRole('button', { name: 'Load more' }));
      await waitFor(async () => expect(await rankingRows()).toHaveLength(Math.min((page + 1) * 50, total)));
    }
    expect(await rankingRows()).toHaveLength(total);
    expect(loadMore()).not.toBeInTheDocument();
  });
});

describe('the trophy ranking when things go wrong', () => {
  it('shows the errors and keeps the picker disabled', async () => {
    setScenario('error');
    renderRoute('/top');
    expect(await screen.findByText('Could not load the ranking')).toBeInTheDocument();
    expect(screen.getByText('Could not load the zones')).toBeInTheDocument();
    expect(zoneBox()).toBeDisabled();
  });

  it('says when the ranking is empty, and when no zone is known', async () => {
    setScenario('empty');
    const { user } = renderRoute('/top');
    expect(await screen.findByText('The trophy ranking is empty right now.')).toBeInTheDocument();
    await waitFor(() => expect(zoneBox()).toBeEnabled());
    await user.click(zoneBox());
    expect(screen.getByText('No zones found')).toBeInTheDocument();
  });

  it('shows the API error of a zone ranking', async () => {
    server.use(
      http.get('/api/top/trophies/:page/:zone', () => HttpResponse.json({ error: 'Zone ranking unavailable' })),
    );
    renderRoute('/top/trophies/z-fra');
    expect(await screen.findByRole('alert')).toHaveTextContent('Zone ranking unavailable');
  });

  it.each([
    ['/top/4v4', '“4v4” is not a ranking.'],
    ['/top/royal/z-fra', '“royal/z-fra” is not a ranking.'],
  ])('explains the malformed address %s', async (path, text) => {
    const { user, router } = renderRoute(path);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(
      within(alert)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/top', '/top/2v2', '/top/royal']);
    expect(within(rankingTabs()).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('link', { name: 'Trophies ranking' }));
    expect(currentPath(router)).toBe('/top');
    expect(await rankingRows()).toHaveLength(50);
  });
});
