import { describe, expect, it } from 'vitest';
import { timeAxisLabels } from '../../../src/pages/player/charts/timeAxis';
import { readerTime } from '../../timeZones';

// The charts' time labels in the site's day-month order. Run in UTC and in two other zones (tests/timeZones.ts): the
// trophy chart's days are UTC days in every zone, the cups' times the reader's own.

const DAY = 86_400;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;
const utcDay = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / 1000;
const readerDay = (year: number, month: number, day: number) => readerTime(year, month, day) / 1000;

describe('the time axis', () => {
  it('names UTC days as UTC days, whatever the reader’s zone, with the year under the first and at each new year', () => {
    const splits = [utcDay(2026, 12, 30), utcDay(2026, 12, 31), utcDay(2027, 1, 1), utcDay(2027, 1, 2)];
    expect(timeAxisLabels(splits, DAY, 'utc')).toEqual(['30 Dec\n2026', '31 Dec', '1 Jan\n2027', '2 Jan']);
  });

  it('names the reader’s own days in the reader’s zone', () => {
    const splits = [readerDay(2026, 11, 3), readerDay(2026, 11, 4), readerDay(2026, 11, 5)];
    expect(timeAxisLabels(splits, DAY, 'local')).toEqual(['3 Nov\n2026', '4 Nov', '5 Nov']);
  });

  it('names months when the lines are a month apart, and years alone when a year apart', () => {
    expect(timeAxisLabels([utcDay(2026, 11, 1), utcDay(2026, 12, 1), utcDay(2027, 1, 1)], MONTH, 'utc')).toEqual([
      'Nov\n2026',
      'Dec',
      'Jan\n2027',
    ]);
    expect(timeAxisLabels([readerDay(2025, 1, 1), readerDay(2026, 1, 1)], YEAR, 'local')).toEqual(['2025', '2026']);
  });
});
