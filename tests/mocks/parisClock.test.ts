import { describe, expect, it } from 'vitest';
import {
  parisToUnix,
  parisWall,
  rankResetBetween,
  totdDayAt,
  totdMonthBack,
  totdMonthCountAt,
} from '../../src/mocks/data/parisClock';
import {
  DST_DAY_1900_PARIS,
  FIRST_OF_MONTH_1859_PARIS,
  FIRST_OF_MONTH_1900_PARIS,
  NEW_YEAR_1900_PARIS,
  NEW_YEAR_PARIS,
  SPRING_DST_DAY_1900_PARIS,
  TEST_NOW,
} from '../clock';

// The mocked API's own Paris rules (src/mocks/data/parisClock.ts) at the named moments, against hand-written answers.
describe('the mocked API’s Paris clock', () => {
  it('reads the Paris wall clock in summer and winter, and on both DST days', () => {
    expect(parisWall(TEST_NOW)).toEqual({ year: 2026, month: 11, day: 18, hour: 11 });
    expect(parisWall(FIRST_OF_MONTH_1859_PARIS)).toEqual({ year: 2026, month: 10, day: 1, hour: 18 });
    expect(parisWall(DST_DAY_1900_PARIS)).toEqual({ year: 2026, month: 10, day: 25, hour: 19 });
    expect(parisWall(SPRING_DST_DAY_1900_PARIS)).toEqual({ year: 2026, month: 3, day: 29, hour: 19 });
    expect(parisWall(NEW_YEAR_PARIS)).toEqual({ year: 2027, month: 1, day: 1, hour: 0 });
  });

  it('turns a Paris wall-clock hour into unix seconds', () => {
    expect(parisToUnix(2026, 10, 1, 19)).toBe(FIRST_OF_MONTH_1900_PARIS / 1000);
    expect(parisToUnix(2026, 10, 25, 19)).toBe(DST_DAY_1900_PARIS / 1000);
    expect(parisToUnix(2026, 3, 29, 19)).toBe(SPRING_DST_DAY_1900_PARIS / 1000);
    expect(parisToUnix(2027, 1, 1, 19)).toBe(NEW_YEAR_1900_PARIS / 1000);
  });

  it('moves to the next Track of the Day at 19:00 Paris', () => {
    expect(totdDayAt(TEST_NOW)).toEqual({ year: 2026, month: 11, day: 17 });
    expect(totdDayAt(FIRST_OF_MONTH_1859_PARIS)).toEqual({ year: 2026, month: 9, day: 30 });
    expect(totdDayAt(FIRST_OF_MONTH_1900_PARIS)).toEqual({ year: 2026, month: 10, day: 1 });
    expect(totdDayAt(DST_DAY_1900_PARIS - 60_000)).toEqual({ year: 2026, month: 10, day: 24 });
    expect(totdDayAt(DST_DAY_1900_PARIS)).toEqual({ year: 2026, month: 10, day: 25 });
    expect(totdDayAt(NEW_YEAR_PARIS)).toEqual({ year: 2026, month: 12, day: 31 });
    expect(totdDayAt(NEW_YEAR_1900_PARIS)).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('counts the months from July 2020 and steps back across a new year', () => {
    expect(totdMonthCountAt(TEST_NOW)).toBe(77);
    expect(totdMonthCountAt(FIRST_OF_MONTH_1859_PARIS)).toBe(75);
    expect(totdMonthCountAt(FIRST_OF_MONTH_1900_PARIS)).toBe(76);
    expect(totdMonthBack(0, NEW_YEAR_1900_PARIS)).toEqual({ year: 2027, month: 1 });
    expect(totdMonthBack(1, NEW_YEAR_1900_PARIS)).toEqual({ year: 2026, month: 12 });
    expect(totdMonthBack(78, NEW_YEAR_1900_PARIS)).toEqual({ year: 2020, month: 7 });
  });

  it('finds the monthly rank reset (the 1st at 17:00 Paris) between two matches', () => {
    const reset = Date.parse('2025-10-01T15:00:00Z');
    expect(rankResetBetween(reset - 1, reset)).toBe(true);
    expect(rankResetBetween(reset, reset + 3_600_000)).toBe(false);
    expect(rankResetBetween(Date.parse('2025-09-02T00:00:00Z'), Date.parse('2025-09-30T23:00:00Z'))).toBe(false);
    // Winter: 17:00 CET is 16:00 UTC.
    expect(rankResetBetween(Date.parse('2025-12-01T15:59:00Z'), Date.parse('2025-12-01T16:00:00Z'))).toBe(true);
    // None before October 2022.
    expect(rankResetBetween(Date.parse('2022-08-15T00:00:00Z'), Date.parse('2022-09-15T00:00:00Z'))).toBe(false);
  });
});
