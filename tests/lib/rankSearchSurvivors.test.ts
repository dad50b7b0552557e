// The rank search when the board contradicts itself (it shrank, or a hidden record appeared under a visible one),
// and when the board's player count is not a usable number.
import { describe, expect, it } from 'vitest';
import { higherIsBetter, lowerIsBetter, searchRank } from '../../src/lib/rankSearch';

/** A literal board: scores[0] is position 1. */
const board = (scores: readonly number[]) => (position: number) => Promise.resolve(scores[position - 1]);

/** 700 times from 40,000 ms, one per position. */
const sevenHundred = board(Array.from({ length: 700 }, (_, index) => 40_000 + index));

describe('searchRank on a board that changes', () => {
  it('says "about" when a position above one already read turns out empty (the board shrank)', async () => {
    let reads = 0;
    // The first read (position 5,000) finds a slower time than the target; every later read finds the board empty.
    const scoreAt = () => {
      reads += 1;
      return Promise.resolve(reads === 1 ? 999 : undefined);
    };
    const result = await searchRank({ scoreAt, target: 500, better: lowerIsBetter });
    expect(result).toMatchObject({ count: 0, beyond: false, approximate: true });
  });

  it('says "about" when a hidden record sits under a visible score on a stunt board', async () => {
    const scoreAt = board([900, 800, -1, 700]);
    expect(await searchRank({ scoreAt, target: 750, better: higherIsBetter, playerCount: 4 })).toEqual({
      count: 3,
      beyond: false,
      approximate: true,
      requests: 3,
    });
  });
});

describe('searchRank with a player count that is no count', () => {
  it('reads an infinite, negative or not-a-number count as unknown and finds the end of the board', async () => {
    for (const playerCount of [Number.POSITIVE_INFINITY, -1, Number.NaN]) {
      const result = await searchRank({ scoreAt: sevenHundred, target: 99_999, better: lowerIsBetter, playerCount });
      expect(result, String(playerCount)).toMatchObject({ count: 700, beyond: false, approximate: false });
    }
  });

  it('trusts a count of 0: nobody, without a request', async () => {
    expect(await searchRank({ scoreAt: sevenHundred, target: 99_999, better: lowerIsBetter, playerCount: 0 })).toEqual({
      count: 0,
      beyond: false,
      approximate: false,
      requests: 0,
    });
  });
});
