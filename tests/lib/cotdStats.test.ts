import { describe, expect, it } from 'vitest';
import { averageDivRank, divisionColour, isRerunName, isTopDivRank } from '../../src/lib/cotdStats';

describe('Cup of the Day rules', () => {
  it('detects reruns by a name ending in #2 to #9', () => {
    expect(isRerunName('Cup of the Day 2024-01-01 #2')).toBe(true);
    expect(isRerunName('Cup of the Day 2024-01-01 #9 ')).toBe(true);
    expect(isRerunName('Cup of the Day 2024-01-01 #1')).toBe(false);
    expect(isRerunName('Cup of the Day 2024-01-01 #10')).toBe(false);
    expect(isRerunName('Cup of the Day 2021-05-04')).toBe(false);
    expect(isRerunName(undefined)).toBe(false);
  });

  it('shows the average div rank on a scale of 64, as an ordinal', () => {
    expect(averageDivRank(0.5)).toBe('32nd');
    expect(averageDivRank(1 / 64)).toBe('1st');
    expect(averageDivRank(0.001)).toBe('1st');
    expect(averageDivRank(0.2565)).toBe('16th');
    expect(averageDivRank(0)).toBe('-');
    expect(averageDivRank(undefined)).toBe('-');
  });

  it('colours divisions 1 success, 2 gold, 3 silver, 4 bronze', () => {
    expect([1, 2, 3, 4, 5, 0, undefined].map(divisionColour)).toEqual([
      'success',
      'gold',
      'silver',
      'bronze',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('highlights the top three division ranks', () => {
    expect([0, 1, 2, 3, 4, 2.5, undefined].map(isTopDivRank)).toEqual([false, true, true, true, false, false, false]);
  });
});
