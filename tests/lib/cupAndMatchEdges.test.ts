// Cup of the Day and match facts at their edges: a rerun's "#N" only at the end of the name, no average place without
// a number above 0, status tags for a missing status, the compare page when a rank is 0 or missing, or both
// histories stop at the same cup.
import { describe, expect, it } from 'vitest';
import { averageDivRank, isRerunName } from '../../src/lib/cotdStats';
import { isCompleted, statusLabel } from '../../src/lib/matchRules';
import { betterOf, coverageStart, headToHead, whoIsAhead, type CupResultLike } from '../../src/lib/headToHead';

const day = (n: number) => `2024-01-${String(n).padStart(2, '0')}T18:00:00+00:00`;
const cup = (id: number, date: number, placing: Partial<CupResultLike> = {}): CupResultLike => ({
  id,
  name: `Cup ${id}`,
  timestamp: day(date),
  ...placing,
});

describe('Cup of the Day names and averages', () => {
  it('call a cup a rerun only for "#2" to "#9" at the end of its name', () => {
    expect(isRerunName('Cup of the Day 2024-03-01 #2')).toBe(true);
    expect(isRerunName('Cup of the Day 2024-03-01 #3 ')).toBe(true);
    expect(isRerunName('Cup of the Day 2024-03-01 #1')).toBe(false);
    expect(isRerunName('Cup of the Day #25')).toBe(false);
    expect(isRerunName('Cup #2 of the Day')).toBe(false);
    expect(isRerunName(undefined)).toBe(false);
  });

  it('show no average place ("-") without an average above 0', () => {
    expect(averageDivRank(0)).toBe('-');
    expect(averageDivRank(-0.2)).toBe('-');
    expect(averageDivRank(undefined)).toBe('-');
    expect(averageDivRank(Number.NaN)).toBe('-');
    expect(averageDivRank(0.001)).toBe('1st');
    expect(averageDivRank(0.5)).toBe('32nd');
  });
});

describe('match status tags', () => {
  it('read "Unknown" for a missing or empty status', () => {
    expect(statusLabel('')).toBe('Unknown');
    expect(statusLabel(null)).toBe('Unknown');
    expect(statusLabel(undefined)).toBe('Unknown');
    expect(statusLabel('HAS_MATCHES')).toBe('Has matches');
  });

  it('call a match completed whatever the case, and never a missing status', () => {
    expect(isCompleted('completed')).toBe(true);
    expect(isCompleted(null)).toBe(false);
    expect(isCompleted(undefined)).toBe(false);
    expect(isCompleted('ONGOING')).toBe(false);
  });
});

describe('the compare page', () => {
  it('reads a rank of 0, below 0 or unreadable as no rank, and goes by the division', () => {
    expect(whoIsAhead({ rank: 0, div: 3 }, { rank: 50, div: 2 })).toBe('b');
    expect(whoIsAhead({ rank: -1, div: 3 }, { rank: 50, div: 2 })).toBe('b');
    expect(whoIsAhead({ rank: Number.POSITIVE_INFINITY, div: 2 }, { rank: 50, div: 3 })).toBe('a');
  });

  it('goes by the division when only one of the two has a rank', () => {
    expect(whoIsAhead({ div: 2 }, { rank: 5, div: 3 })).toBe('a');
    expect(whoIsAhead({ rank: 5, div: 3 }, { div: 2 })).toBe('b');
  });

  it('marks the higher value as better, and no side for an unreadable one', () => {
    expect(betterOf(2, 1, 'higher')).toBe('a');
    expect(betterOf(1, 2, 'higher')).toBe('b');
    expect(betterOf(Number.POSITIVE_INFINITY, 3, 'lower')).toBeUndefined();
    expect(betterOf(3, Number.NEGATIVE_INFINITY, 'higher')).toBeUndefined();
  });

  it('covers a history from its oldest loaded cup, whatever the order of the rows', () => {
    expect(coverageStart({ complete: false, rows: [cup(1, 5), cup(2, 9), cup(3, 7)] })).toBe(Date.parse(day(5)));
  });

  it('counts the cups the second player finished ahead in', () => {
    const result = headToHead(
      { complete: true, rows: [cup(1, 9, { rank: 40 }), cup(2, 8, { rank: 3 })] },
      { complete: true, rows: [cup(1, 9, { rank: 10 }), cup(2, 8, { rank: 30 })] },
    );
    expect([result.aAhead, result.bAhead, result.ties]).toEqual([1, 1, 0]);
  });

  it('loads more of the first history when both stop at the same cup', () => {
    const result = headToHead(
      { complete: false, rows: [cup(1, 9), cup(2, 8)] },
      { complete: false, rows: [cup(1, 9), cup(2, 8)] },
    );
    expect(result.extend).toBe('a');
    expect(result.since).toBe(Date.parse(day(8)));
  });
});
