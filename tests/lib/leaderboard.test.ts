import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_PAGE_SIZES,
  MAP_PAGE_SIZES,
  clampOffset,
  formatScore,
  hasPageAfter,
  mapKindOf,
  medalFor,
  offsetForRank,
  pageRange,
  pageSizeAt,
  parseOffsetParam,
  scoreLabel,
} from '../../src/lib/leaderboard';

const race = { authorScore: 40_000, goldScore: 43_000, silverScore: 48_000, bronzeScore: 60_000 };
const stunt = { authorScore: 80_000, goldScore: 70_000, silverScore: 60_000, bronzeScore: 50_000 };

describe('leaderboard offsets', () => {
  it('clamps to 0..10000 and drops fractions', () => {
    expect(clampOffset(-5)).toBe(0);
    expect(clampOffset(12_345)).toBe(10_000);
    expect(clampOffset(10_000)).toBe(10_000);
    expect(clampOffset(499.9)).toBe(499);
    expect(clampOffset(Number.NaN)).toBe(0);
  });

  it('reads ?offset= values, treating malformed ones as 0', () => {
    expect(parseOffsetParam(null)).toBe(0);
    expect(parseOffsetParam('500')).toBe(500);
    expect(parseOffsetParam('20000')).toBe(10_000);
    expect(parseOffsetParam('-3')).toBe(0);
    expect(parseOffsetParam('12abc')).toBe(0);
    expect(parseOffsetParam('1e3')).toBe(0);
  });

  it('puts a rank a few rows below the top of the first page', () => {
    expect(offsetForRank(1)).toBe(0);
    expect(offsetForRank(100)).toBe(94);
    expect(offsetForRank(20_000)).toBe(10_000);
  });
});

describe('page sizes', () => {
  it('grows 15, 35, 50, then stays at 50 (campaigns 10, 40, 50)', () => {
    expect([0, 1, 2, 3, 9].map((i) => pageSizeAt(MAP_PAGE_SIZES, i))).toEqual([15, 35, 50, 50, 50]);
    expect([0, 1, 2, 3].map((i) => pageSizeAt(CAMPAIGN_PAGE_SIZES, i))).toEqual([10, 40, 50, 50]);
  });

  it('gives ranges that follow each other without overlap from any start', () => {
    expect([0, 1, 2, 3].map((i) => pageRange(0, MAP_PAGE_SIZES, i))).toEqual([
      { offset: 0, length: 15 },
      { offset: 15, length: 35 },
      { offset: 50, length: 50 },
      { offset: 100, length: 50 },
    ]);
    expect(pageRange(500, MAP_PAGE_SIZES, 1)).toEqual({ offset: 515, length: 35 });
    expect(pageRange(0, CAMPAIGN_PAGE_SIZES, 2)).toEqual({ offset: 50, length: 50 });
  });
});

describe('the last page', () => {
  it('ends after a short page', () => {
    expect(hasPageAfter({ offset: 0, length: 15 }, 15)).toBe(true);
    expect(hasPageAfter({ offset: 0, length: 15 }, 14)).toBe(false);
  });

  it('ends when the next page would start past offset 10000, which the API refuses', () => {
    expect(hasPageAfter({ offset: 9950, length: 50 }, 50)).toBe(true);
    expect(hasPageAfter({ offset: 9990, length: 15 }, 15)).toBe(false);
    expect(hasPageAfter({ offset: 10_000, length: 15 }, 15)).toBe(false);
  });
});

describe('map kinds, medals and scores', () => {
  it('reads the map type with or without its namespace', () => {
    expect(mapKindOf('TrackMania\\TM_Race')).toBe('race');
    expect(mapKindOf('TrackMania\\TM_Platform')).toBe('platform');
    expect(mapKindOf('TM_Stunt')).toBe('stunt');
    expect(mapKindOf('TrackMania\\TM_Royal')).toBe('royal');
    expect(mapKindOf(undefined)).toBe('race');
  });

  it('gives the best medal a time earns, thresholds included', () => {
    expect(medalFor(40_000, race, 'race')).toBe('author');
    expect(medalFor(40_001, race, 'race')).toBe('gold');
    expect(medalFor(48_000, race, 'race')).toBe('silver');
    expect(medalFor(59_999, race, 'race')).toBe('bronze');
    expect(medalFor(60_001, race, 'race')).toBeUndefined();
    expect(medalFor(-1, race, 'race')).toBeUndefined();
    expect(medalFor(undefined, race, 'race')).toBeUndefined();
  });

  it('counts stunt points upwards', () => {
    expect(medalFor(80_000, stunt, 'stunt')).toBe('author');
    expect(medalFor(65_000, stunt, 'stunt')).toBe('silver');
    expect(medalFor(49_999, stunt, 'stunt')).toBeUndefined();
  });

  it('formats times, points and respawns, with a dash for hidden scores', () => {
    expect(formatScore(61_234, 'race')).toBe('1:01.234');
    expect(formatScore(12_345, 'stunt')).toBe('12,345 pts');
    expect(formatScore(1, 'stunt')).toBe('1 pt');
    expect(formatScore(1, 'platform')).toBe('1 respawn');
    expect(formatScore(1, 'platform')).toBe('1 respawn');
    expect(formatScore(3, 'platform')).toBe('3 respawns');
    expect(formatScore(-1, 'race')).toBe('-');
    expect([scoreLabel('race'), scoreLabel('stunt'), scoreLabel('platform')]).toEqual(['Time', 'Points', 'Respawns']);
  });
});
