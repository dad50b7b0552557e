// When a player's history has a next page, counting the rows an answer sent that could not be read: they were sent,
// so a page of them is as full as any, and they count toward the answer's total.
import { describe, expect, it } from 'vitest';
import { CotdPageSchema, PlayerMatchPageSchema, playerQueries, TrophyGainPageSchema } from '../../src/data/player';
import { decode } from '../../src/api/schema';

const matchPage = (read: number, unreadable: number) =>
  decode(
    PlayerMatchPageSchema,
    {
      matches: [
        ...Array.from({ length: read }, (_, n) => ({ lid: `LID-${String(n)}`, starttime: 1_700_000_000 + n })),
        ...Array.from({ length: unreadable }, () => ({})),
      ],
    },
    'the matches',
  );
const gainPage = (read: number, unreadable: number, total: number) =>
  decode(
    TrophyGainPageSchema,
    {
      gains: [
        ...Array.from({ length: read }, (_, n) => ({ timestamp: 1_700_000_000 + n })),
        ...Array.from({ length: unreadable }, () => 'x'),
      ],
      total,
    },
    'the trophies',
  );
const cupPage = (read: number, unreadable: number, total: number) =>
  decode(
    CotdPageSchema,
    {
      cotds: [
        ...Array.from({ length: read }, (_, n) => ({ id: n + 1, name: `Cup ${String(n + 1)}` })),
        ...Array.from({ length: unreadable }, () => 'x'),
      ],
      total,
    },
    'the cups',
  );

describe("a player's matches", () => {
  it('go on after a page of 25 rows of which 5 could not be read, and stop after 20 and 4', () => {
    const next = playerQueries.matches('a', 2).getNextPageParam;
    expect(matchPage(20, 5).unread).toBe(5);
    expect(next(matchPage(20, 5), [], 0, [])).toBe(1);
    expect(next(matchPage(20, 4), [], 0, [])).toBeUndefined();
  });
});

describe("a player's trophy gains", () => {
  it('stop once the rows sent, read or not, reach the total', () => {
    const next = playerQueries.trophies('a').getNextPageParam;
    const page = gainPage(3, 2, 5);
    expect(page.unread).toBe(2);
    expect(next(page, [page], 0, [0])).toBeUndefined();
    const short = gainPage(3, 1, 5);
    expect(next(short, [short], 0, [0])).toBe(1);
  });

  it('stop after a first page that came back empty, whatever the total says', () => {
    const next = playerQueries.trophies('a').getNextPageParam;
    const empty = gainPage(0, 0, 5);
    expect(next(empty, [empty], 0, [0])).toBeUndefined();
  });
});

describe("a player's Cup of the Day results", () => {
  it('stop once the rows sent, read or not, reach the total', () => {
    const next = playerQueries.cotd('a', false, 'x').getNextPageParam;
    const page = cupPage(1, 2, 3);
    expect(page.unread).toBe(2);
    expect(next(page, [page], 0, [0])).toBeUndefined();
    const short = cupPage(1, 1, 3);
    expect(next(short, [short], 0, [0])).toBe(1);
  });
});
