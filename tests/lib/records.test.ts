import { describe, expect, it } from 'vitest';
import {
  countMedals,
  filterRecords,
  formatGap,
  formatMedalCounts,
  nextMedal,
  parseRecordFilter,
  topPercent,
} from '../../src/lib/records';

const race = { authorScore: 41_000, goldScore: 44_000, silverScore: 50_000, bronzeScore: 62_000 };
const stunt = { authorScore: 900, goldScore: 800, silverScore: 600, bronzeScore: 400 };

describe('the next medal', () => {
  it('is the medal above the one earned, with the time to gain', () => {
    expect(nextMedal(44_231, race, 'race')).toEqual({ medal: 'gold', gap: 231 });
    expect(nextMedal(44_000, race, 'race')).toEqual({ medal: 'author', gap: 3000 });
    expect(nextMedal(70_000, race, 'race')).toEqual({ medal: 'bronze', gap: 8000 });
    expect(nextMedal(40_999, race, 'race')).toBeUndefined();
    expect(nextMedal(undefined, race, 'race')).toBeUndefined();
    expect(nextMedal(-1, race, 'race')).toBeUndefined();
  });

  it('counts points upwards on stunt maps and skips a medal the map lacks', () => {
    expect(nextMedal(780, stunt, 'stunt')).toEqual({ medal: 'gold', gap: 20 });
    expect(nextMedal(45_000, { ...race, goldScore: Number.NaN }, 'race')).toEqual({ medal: 'author', gap: 4000 });
  });

  it('reads as the site writes gaps', () => {
    // As the game writes a difference: "+" is behind.
    expect(formatGap({ medal: 'gold', gap: 231 }, 'race')).toBe('+0.231 s to gold');
    expect(formatGap({ medal: 'author', gap: 62_500 }, 'race')).toBe('+1:02.500 to author');
    expect(formatGap({ medal: 'gold', gap: 120 }, 'stunt')).toBe('120 pts to gold');
    expect(formatGap({ medal: 'silver', gap: 1 }, 'platform')).toBe('+1 respawn to silver');
  });
});

describe('the summary', () => {
  it('counts each medal, maps driven without one apart from maps never driven', () => {
    const counts = countMedals(['author', 'gold', 'gold', 'none', 'bronze', 'undriven', 'undriven']);
    expect(counts).toEqual({ author: 1, gold: 2, silver: 0, bronze: 1, none: 1, undriven: 2 });
    expect(formatMedalCounts(counts)).toBe('Author 1 · Gold 2 · Silver 0 · Bronze 1 · No medal 1 · Not driven 2');
  });

  it('gives the share of players at or above a rank', () => {
    expect(topPercent(32, 1000)).toBe('top 3.2%');
    expect(topPercent(250, 1000)).toBe('top 25%');
    expect(topPercent(5, 0)).toBeUndefined();
    expect(topPercent(undefined, 1000)).toBeUndefined();
    expect(topPercent(1200, 1000)).toBe('top 100%');
  });
});

// The sort moved to the shared table: its expectations are in tests/pages/records/recordOrder.test.tsx.
describe('the filter', () => {
  const rows = [
    { name: 'A', medal: 'author' as const, next: undefined },
    { name: 'B', medal: 'silver' as const, next: { gap: 900 } },
    { name: 'C', medal: undefined, next: undefined },
    { name: 'D', medal: 'gold' as const, next: { gap: 100 } },
    { name: 'E', medal: 'bronze' as const, next: { gap: 300 } },
  ];
  it('keeps the maps missing gold, in their order', () => {
    expect(filterRecords(rows, 'missing-gold').map((row) => row.name)).toEqual(['B', 'C', 'E']);
  });

  it('reads unknown URL values as the defaults', () => {
    expect(parseRecordFilter('missing-gold')).toBe('missing-gold');
    expect(parseRecordFilter('<script>')).toBe('all');
  });
});
