// A player's answers as the player and compare pages ask them: the addresses, one cache entry per answer, the
// failure's words, and when a history has a next page.
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { recordRequests } from '../apiRequests';
import {
  CotdPageSchema,
  PLAYER_MATCHES_PAGE_SIZE,
  PlayerMatchPageSchema,
  playerQueries,
  TrophyGainPageSchema,
} from '../../src/data/player';
import { decode } from '../../src/api/schema';

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => {
  client.clear();
});

const matches = (count: number) =>
  Array.from({ length: count }, (_, n) => ({ lid: `LID-${String(n)}`, starttime: 1_700_000_000 + n }));
const gains = (count: number) => Array.from({ length: count }, (_, n) => ({ timestamp: 1_700_000_000 + n }));
const cups = (count: number) => Array.from({ length: count }, (_, n) => ({ id: n + 1, name: `Cup ${String(n + 1)}` }));

describe("a player's answers", () => {
  it('ask for the profile, the matches, the trophies and the cups at their addresses, the id encoded', async () => {
    server.use(
      http.get('/api/player/:id', () => HttpResponse.json({ accountid: 'acc 1', displayname: 'Ana' })),
      http.get('/api/player/:id/matches/:type/:page', () => HttpResponse.json({ matches: matches(2) })),
      http.get('/api/player/:id/trophies/:page', () => HttpResponse.json({ gains: gains(2), total: 2 })),
      http.get('/api/player/:id/cotd/:page', () => HttpResponse.json({ cotds: cups(2), total: 2 })),
    );
    const asked = recordRequests();
    const profile = await client.query(playerQueries.profile('Ana B'));
    expect(profile.displayname).toBe('Ana');
    const history = await client.infiniteQuery(playerQueries.matches('acc 1', 2));
    expect(history.pages[0]?.matches.map((match) => match.lid)).toEqual(['LID-0', 'LID-1']);
    await client.infiniteQuery(playerQueries.trophies('acc 1'));
    const cotd = await client.infiniteQuery(playerQueries.cotd('acc 1', true, 'date&desc'));
    expect(cotd.pages[0]?.cotds.map((cup) => cup.name)).toEqual(['Cup 1', 'Cup 2']);
    const first = await client.query(playerQueries.cotdFirstPage('acc 2', false, 'rank'));
    expect(first.pageParams).toEqual([0]);
    expect(first.pages[0]?.cotds).toHaveLength(2);
    expect(asked).toEqual([
      '/api/player/Ana%20B',
      '/api/player/acc%201/matches/2/0',
      '/api/player/acc%201/trophies/0',
      '/api/player/acc%201/cotd/0?includeReruns=true&order=date%26desc',
      '/api/player/acc%202/cotd/0?includeReruns=false&order=rank',
    ]);
  });

  it('share one entry per answer: the cups’ first page and its paged list have one key', () => {
    expect(playerQueries.profile('acc-1').queryKey).toEqual(['player', 'profile', 'acc-1']);
    expect(playerQueries.matches('acc-1', 2).queryKey).toEqual(['player', 'matches', 'acc-1', 2]);
    expect(playerQueries.trophies('acc-1').queryKey).toEqual(['player', 'trophies', 'acc-1']);
    expect(playerQueries.cotd('acc-1', true, 'rank').queryKey).toEqual(['player', 'cotd', 'acc-1', true, 'rank']);
    expect(playerQueries.cotdFirstPage('acc-1', true, 'rank').queryKey).toEqual(
      playerQueries.cotd('acc-1', true, 'rank').queryKey,
    );
    for (const query of [
      playerQueries.profile('a'),
      playerQueries.matches('a', 2),
      playerQueries.trophies('a'),
      playerQueries.cotd('a', false, 'x'),
      playerQueries.cotdFirstPage('a', false, 'x'),
    ]) {
      expect(query.meta).toEqual({ answerKind: 'player' });
    }
  });

  it('name what could not be read', async () => {
    server.use(
      http.get('/api/player/:id', () => HttpResponse.json({ displayname: 'Ana' })),
      http.get('/api/player/:id/matches/:type/:page', () => HttpResponse.json({ matches: 'none' })),
    );
    await expect(client.query(playerQueries.profile('acc-1'))).rejects.toThrow(
      "The server's answer for this player could not be read (accountid).",
    );
    server.use(
      http.get('/api/player/:id/cotd/:page', () => HttpResponse.json({ cotds: 'none', total: 'x', stats: [] })),
    );
    const cotd = await client.infiniteQuery(playerQueries.cotd('acc-1', false, 'rank'));
    expect(cotd.pages[0]?.cotds).toEqual([]);
  });
});

describe('a history', () => {
  it('of matches has a next page after a full page of 25, none after a shorter one', () => {
    expect(PLAYER_MATCHES_PAGE_SIZE).toBe(25);
    const next = playerQueries.matches('a', 2).getNextPageParam;
    const page = (count: number) => decode(PlayerMatchPageSchema, { matches: matches(count) }, 'the matches');
    expect(next(page(25), [], 3, [])).toBe(4);
    expect(next(page(24), [], 3, [])).toBeUndefined();
  });

  it('of trophies and cups goes on while fewer rows than the total are loaded and the last page was not empty', () => {
    const trophies = playerQueries.trophies('a').getNextPageParam;
    const page = (count: number, total?: number) =>
      decode(TrophyGainPageSchema, { gains: gains(count), total }, 'the trophies');
    expect(trophies(page(2, 5), [page(2, 5)], 0, [0])).toBe(1);
    expect(trophies(page(2, 5), [page(3, 5), page(2, 5)], 1, [0, 1])).toBeUndefined();
    expect(trophies(page(2, 6), [page(3, 6), page(2, 6)], 1, [0, 1])).toBe(2);
    expect(trophies(page(0, 9), [page(3, 9), page(0, 9)], 1, [0, 1])).toBeUndefined();
    expect(trophies(page(3), [page(3)], 0, [0])).toBeUndefined();
    const cotd = playerQueries.cotd('a', false, 'x').getNextPageParam;
    const cupPage = (count: number, total: number) => decode(CotdPageSchema, { cotds: cups(count), total }, 'the cups');
    expect(cotd(cupPage(2, 3), [cupPage(2, 3)], 0, [0])).toBe(1);
    expect(cotd(cupPage(1, 3), [cupPage(2, 3), cupPage(1, 3)], 1, [0, 1])).toBeUndefined();
  });
});
