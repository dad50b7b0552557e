// Where the signed-in player stands, as the "you" strips and the signed-in home say it: the next trophy line of a
// Track of the Day board, the medals a map asks for, and a cup division's cut-off seen from the division above.
import { describe, expect, it } from 'vitest';
import { cutoffAbove, hasMedals, medalTargets, nextTrophyLine } from '../../src/lib/youStanding';

describe('the next trophy line of a Track of the Day board', () => {
  it('names the nearest line above the player, with the places left to it', () => {
    expect(nextTrophyLine(1013)).toBe('13 places to position 1,000');
    expect(nextTrophyLine(25_000)).toBe('15,000 places to position 10,000');
    expect(nextTrophyLine(57)).toBe('47 places to position 10');
    expect(nextTrophyLine(3)).toBe('1 place to position 2');
    expect(nextTrophyLine(2)).toBe('1 place to position 1');
  });

  it('on a line, names the next one up: the line held is no target', () => {
    expect(nextTrophyLine(1000)).toBe('900 places to position 100');
    expect(nextTrophyLine(10)).toBe('7 places to position 3');
  });

  it('at first place, says every line is held', () => {
    expect(nextTrophyLine(1)).toBe('First place: every trophy line held');
  });
});

describe('the medals a map asks for', () => {
  it('lists the four medals best first, each with its score', () => {
    expect(medalTargets({ authorScore: 41_234, goldScore: 44_000, silverScore: 50_000, bronzeScore: 62_000 })).toEqual([
      { medal: 'author', score: 41_234 },
      { medal: 'gold', score: 44_000 },
      { medal: 'silver', score: 50_000 },
      { medal: 'bronze', score: 62_000 },
    ]);
  });

  it('leaves out a medal the map lacks (a hidden or missing score)', () => {
    expect(medalTargets({ authorScore: 12, goldScore: -1, silverScore: Number.NaN, bronzeScore: 30 })).toEqual([
      { medal: 'author', score: 12 },
      { medal: 'bronze', score: 30 },
    ]);
  });
});

describe('the cut-off of the division above a cup player', () => {
  it('gives the last seat of the division above and how far below it the player qualified', () => {
    expect(cutoffAbove(2, 70)).toEqual({ division: 1, seat: 64, behind: 6 });
    expect(cutoffAbove(3, 200)).toEqual({ division: 2, seat: 128, behind: 72 });
  });

  it('gives no distance when the qualification rank is missing or not below the seat', () => {
    expect(cutoffAbove(3, undefined)).toEqual({ division: 2, seat: 128, behind: undefined });
    expect(cutoffAbove(3, 128)).toEqual({ division: 2, seat: 128, behind: undefined });
    expect(cutoffAbove(3, 100)).toEqual({ division: 2, seat: 128, behind: undefined });
  });

  it('has no division above Division 1, nor without a division', () => {
    expect(cutoffAbove(1, 12)).toBeUndefined();
    expect(cutoffAbove(undefined, 70)).toBeUndefined();
    expect(cutoffAbove(Number.NaN, 70)).toBeUndefined();
  });
});

describe('whether a map kind has medals', () => {
  it('is so for every kind but royal', () => {
    expect(hasMedals('race')).toBe(true);
    expect(hasMedals('platform')).toBe(true);
    expect(hasMedals('stunt')).toBe(true);
    expect(hasMedals('royal')).toBe(false);
  });
});
