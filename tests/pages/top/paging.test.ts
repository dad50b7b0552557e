import { describe, expect, it } from 'vitest';
import { nextRankingPage, topQueries } from '../../../src/data/rankings';

// The page limits of spec §9 on the real query options (a page test clicking Load more 189 times would take a minute;
// the zone limit of 4 and the matchmaking limit of 19 are also clicked through in the page tests).
const full = {
  pageCount: 10_000,
  distribution: [],
  unread: 0,
  ranks: [{ rank: 1, score: 1, player: { id: 'p', name: 'Pilot' } }],
};
const next = (
  options: ReturnType<typeof topQueries.trophies> | ReturnType<typeof topQueries.matchmaking>,
  lastPage: number,
) => options.getNextPageParam(full, [full], lastPage, [lastPage]);

describe('ranking page limits', () => {
  it('lets the world trophy ranking load up to page index 189', () => {
    const options = topQueries.trophies(undefined);
    expect(next(options, 0)).toBe(1);
    expect(next(options, 188)).toBe(189);
    expect(next(options, 189)).toBeUndefined();
  });

  it('lets a zone trophy ranking load up to page index 4', () => {
    const options = topQueries.trophies('z-fra');
    expect(next(options, 3)).toBe(4);
    expect(next(options, 4)).toBeUndefined();
  });

  it('lets a matchmaking ranking load up to page index 19', () => {
    const options = topQueries.matchmaking(5);
    expect(next(options, 18)).toBe(19);
    expect(next(options, 19)).toBeUndefined();
  });

  it('stops at the page count, and without one at the first empty page', () => {
    expect(nextRankingPage({ pageCount: 3, ranks: [], unread: 0 }, 1, 189)).toBe(2);
    expect(nextRankingPage({ pageCount: 3, ranks: [], unread: 0 }, 2, 189)).toBeUndefined();
    expect(nextRankingPage({ pageCount: 0, ranks: [], unread: 0 }, 0, 189)).toBeUndefined();
    expect(nextRankingPage({ ranks: [{}], unread: 0 }, 0, 189)).toBe(1);
    expect(nextRankingPage({ ranks: [], unread: 0 }, 0, 189)).toBeUndefined();
    // A page whose every row was unreadable is not the end: the server sent rows.
    expect(nextRankingPage({ ranks: [], unread: 2 }, 0, 189)).toBe(1);
  });
});
