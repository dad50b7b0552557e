import { describe, expect, it } from 'vitest';
import { betterFor, higherIsBetter, lowerIsBetter, searchRank } from '../../src/lib/rankSearch';
import { parseRaceTime, parseScore } from '../../src/lib/scoreInput';

/** A literal board: scores[0] is position 1. Counts the positions read. */
function board(scores: readonly number[]) {
  const read: number[] = [];
  const scoreAt = (position: number) => {
    read.push(position);
    return Promise.resolve(scores[position - 1]);
  };
  return { scoreAt, read };
}

/** A board of `count` times growing by one ms every `tieEvery` positions (ties further down), first time 40,000. */
function longBoard(count: number, tieEvery = 1) {
  return board(Array.from({ length: count }, (_, index) => 40_000 + Math.floor(index / tieEvery)));
}

describe('searchRank', () => {
  it('counts the players at least as good, ties at the line included', async () => {
    const { scoreAt } = board([100, 200, 300, 300, 300, 400, 500]);
    expect(await searchRank({ scoreAt, target: 300, better: lowerIsBetter, playerCount: 7 })).toMatchObject({
      count: 5,
      beyond: false,
      approximate: false,
    });
    expect((await searchRank({ scoreAt, target: 299, better: lowerIsBetter, playerCount: 7 })).count).toBe(2);
    expect((await searchRank({ scoreAt, target: 99, better: lowerIsBetter, playerCount: 7 })).count).toBe(0);
    expect((await searchRank({ scoreAt, target: 999, better: lowerIsBetter, playerCount: 7 })).count).toBe(7);
  });

  it('reads hidden scores at the top as better than any', async () => {
    const { scoreAt } = board([-1, -1, -1, 150, 250, 350]);
    expect((await searchRank({ scoreAt, target: 100, better: lowerIsBetter, playerCount: 6 })).count).toBe(3);
    expect((await searchRank({ scoreAt, target: 250, better: lowerIsBetter, playerCount: 6 })).count).toBe(5);
    // Stunt: -1 would be the worst number of points, but it is a hidden best score.
    const stunt = board([-1, -1, 900, 800, 800, 700]);
    expect(
      (await searchRank({ scoreAt: stunt.scoreAt, target: 950, better: higherIsBetter, playerCount: 6 })).count,
    ).toBe(2);
  });

  it('counts upwards on stunt maps, where more points is better', async () => {
    const { scoreAt } = board([9000, 8000, 8000, 7000, 5000]);
    expect(betterFor('stunt')).toBe(higherIsBetter);
    expect(betterFor('race')).toBe(lowerIsBetter);
    expect((await searchRank({ scoreAt, target: 8000, better: betterFor('stunt'), playerCount: 5 })).count).toBe(3);
    expect((await searchRank({ scoreAt, target: 7500, better: betterFor('stunt'), playerCount: 5 })).count).toBe(3);
    expect((await searchRank({ scoreAt, target: 10_000, better: betterFor('stunt'), playerCount: 5 })).count).toBe(0);
  });

  it('stays within a short board and never reads past playercount', async () => {
    const { scoreAt, read } = longBoard(3456);
    const result = await searchRank({ scoreAt, target: 99_999, better: lowerIsBetter, playerCount: 3456 });
    expect(result).toMatchObject({ count: 3456, beyond: false, approximate: false });
    expect(Math.max(...read)).toBe(3456);
    expect(result.requests).toBe(12);
  });

  it('finds a line on a full board in 14 requests, and says 10,000+ beyond reach', async () => {
    const full = longBoard(12_000, 3);
    const inside = await searchRank({
      scoreAt: full.scoreAt,
      target: 41_000,
      better: lowerIsBetter,
      playerCount: 250_000,
    });
    // Times 40,000..41,000 cover positions 1..3003 (three players per ms).
    expect(inside).toMatchObject({ count: 3003, beyond: false, approximate: false });
    // log2(10,001) rounded up: 13 or 14, whatever the line.
    expect(inside.requests).toBeGreaterThanOrEqual(13);
    expect(inside.requests).toBeLessThanOrEqual(14);
    const deep = await searchRank({
      scoreAt: full.scoreAt,
      target: 50_000,
      better: lowerIsBetter,
      playerCount: 250_000,
    });
    expect(deep).toMatchObject({ count: 10_000, beyond: true, approximate: false });
    expect(deep.requests).toBe(14);
    expect(Math.max(...full.read)).toBe(10_000);
  });

  it('reads an empty board as nobody, and a board of exactly 10,000 as exact', async () => {
    expect(await searchRank({ scoreAt: board([]).scoreAt, target: 1, better: lowerIsBetter, playerCount: 0 })).toEqual({
      count: 0,
      beyond: false,
      approximate: false,
      requests: 0,
    });
    const exact = longBoard(10_000);
    expect(
      await searchRank({ scoreAt: exact.scoreAt, target: 99_999, better: lowerIsBetter, playerCount: 10_000 }),
    ).toMatchObject({ count: 10_000, beyond: false });
  });

  it('without a playercount, stops at the board end', async () => {
    const { scoreAt } = longBoard(700);
    expect(await searchRank({ scoreAt, target: 99_999, better: lowerIsBetter })).toMatchObject({
      count: 700,
      beyond: false,
      approximate: false,
    });
  });

  it('says "about" when the board changes while searched, and still ends', async () => {
    // Every read, a record better than everybody's arrives at the top and pushes the board down by 40 positions.
    let shift = 0;
    const base = (position: number) => (position <= shift ? 10 : 1000 + position - shift);
    const scoreAt = (position: number) => {
      const score = base(position);
      shift += 400;
      return Promise.resolve(score);
    };
    const result = await searchRank({ scoreAt, target: 1000 + 5000, better: lowerIsBetter, playerCount: 9000 });
    expect(result.approximate).toBe(true);
    expect(result.count).toBeGreaterThan(0);
    expect(result.count).toBeLessThanOrEqual(9000);
    expect(result.requests).toBeLessThanOrEqual(14);
  });

  it('says "about" when a position the board counts is missing', async () => {
    const { scoreAt } = board([100, 200, 300]);
    const result = await searchRank({ scoreAt, target: 999, better: lowerIsBetter, playerCount: 10 });
    expect(result).toMatchObject({ count: 3, approximate: true });
  });

  it('stops at the request guard on any answers', async () => {
    let reads = 0;
    const scoreAt = () => {
      reads += 1;
      return Promise.resolve(reads % 2 === 0 ? 1 : 999);
    };
    const result = await searchRank({
      scoreAt,
      target: 500,
      better: lowerIsBetter,
      playerCount: 10_000,
      maxRequests: 5,
    });
    expect(result.requests).toBe(5);
    expect(result.approximate).toBe(true);
  });

  it('passes a failed read on', async () => {
    const scoreAt = () => Promise.reject(new Error('offline'));
    await expect(searchRank({ scoreAt, target: 1, better: lowerIsBetter, playerCount: 10 })).rejects.toThrow('offline');
  });
});

describe('typed scores', () => {
  it('reads h:mm:ss.mmm with the hour and milliseconds optional', () => {
    expect(parseRaceTime('0:45.123')).toBe(45_123);
    expect(parseRaceTime('45.1')).toBe(45_100);
    expect(parseRaceTime('1:02.5')).toBe(62_500);
    expect(parseRaceTime('1:00:00.001')).toBe(3_600_001);
    expect(parseRaceTime('52')).toBe(52_000);
    expect(parseRaceTime(' 0:45,123 ')).toBe(45_123);
    expect(parseRaceTime('1:2')).toBeUndefined();
    expect(parseRaceTime('0:75.000')).toBeUndefined();
    expect(parseRaceTime('abc')).toBeUndefined();
    expect(parseRaceTime('')).toBeUndefined();
  });

  it('reads points and respawns as whole numbers', () => {
    expect(parseScore('12,345', 'stunt')).toBe(12_345);
    expect(parseScore('3', 'platform')).toBe(3);
    expect(parseScore('1.5', 'stunt')).toBeUndefined();
    expect(parseScore('0:45.123', 'race')).toBe(45_123);
  });
});
