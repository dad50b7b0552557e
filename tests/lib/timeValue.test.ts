import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  LIVE_INTERVAL_MS,
  LIVE_WINDOW_MS,
  formatAbsolute,
  formatRelative,
  isLiveTime,
  toDate,
} from '../../src/lib/timeValue';

const NOW = new Date(2026, 5, 15, 12, 0, 0); // 15 June 2026, noon, local time
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const ago = (ms: number) => NOW.getTime() - ms;
const monthsAgo = (months: number) => dayjs(NOW).subtract(months, 'month').toDate();

describe('constants', () => {
  it('has a live window of 60 minutes and a one-second refresh', () => {
    expect(LIVE_WINDOW_MS).toBe(3_600_000);
    expect(LIVE_INTERVAL_MS).toBe(1_000);
  });
});

describe('toDate', () => {
  it('reads ISO strings', () => {
    expect(toDate('2026-11-22T18:00:00+00:00')?.valueOf()).toBe(Date.UTC(2026, 10, 22, 18));
    expect(toDate('2026-11-22T18:00:00Z')?.valueOf()).toBe(Date.UTC(2026, 10, 22, 18));
  });

  it('reads unix seconds, as a number or a numeric string', () => {
    expect(toDate(1_700_000_000)?.valueOf()).toBe(1_700_000_000_000);
    expect(toDate('1700000000')?.valueOf()).toBe(1_700_000_000_000);
    expect(toDate(' 1700000000 ')?.valueOf()).toBe(1_700_000_000_000);
    expect(toDate(0)?.valueOf()).toBe(0);
  });

  it('returns null for unreadable input instead of throwing', () => {
    expect(toDate('not a date')).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toDate(Number.NaN)).toBeNull();
    expect(toDate(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toDate(1e20)).toBeNull();
    expect(toDate(null)).toBeNull();
    expect(toDate(undefined)).toBeNull();
  });
});

describe('formatRelative thresholds', () => {
  it('reads "a minute" up to 89 seconds, then minutes', () => {
    expect(formatRelative(ago(0), NOW)).toBe('a minute ago');
    expect(formatRelative(ago(89_000), NOW)).toBe('a minute ago');
    expect(formatRelative(ago(90_000), NOW)).toBe('2 minutes ago');
  });

  it('counts minutes up to 59, then says "an hour"', () => {
    expect(formatRelative(ago(59 * MIN), NOW)).toBe('59 minutes ago');
    expect(formatRelative(ago(60 * MIN), NOW)).toBe('an hour ago');
  });

  it('counts hours up to 23, then says "a day"', () => {
    expect(formatRelative(ago(2 * HOUR), NOW)).toBe('2 hours ago');
    expect(formatRelative(ago(23 * HOUR), NOW)).toBe('23 hours ago');
    expect(formatRelative(ago(24 * HOUR), NOW)).toBe('a day ago');
  });

  it('counts days up to 29, then says "a month"', () => {
    expect(formatRelative(ago(2 * DAY), NOW)).toBe('2 days ago');
    expect(formatRelative(ago(29 * DAY), NOW)).toBe('29 days ago');
    expect(formatRelative(ago(30 * DAY), NOW)).toBe('a month ago');
  });

  it('counts months up to 11, then says "a year", then counts years', () => {
    expect(formatRelative(monthsAgo(2), NOW)).toBe('2 months ago');
    expect(formatRelative(monthsAgo(11), NOW)).toBe('11 months ago');
    expect(formatRelative(monthsAgo(12), NOW)).toBe('a year ago');
    expect(formatRelative(monthsAgo(36), NOW)).toBe('3 years ago');
  });

  it('says "in ..." for future times with the same thresholds', () => {
    expect(formatRelative(ago(-30_000), NOW)).toBe('in a minute');
    expect(formatRelative(ago(-59 * MIN), NOW)).toBe('in 59 minutes');
    expect(formatRelative(ago(-60 * MIN), NOW)).toBe('in an hour');
    expect(formatRelative(ago(-23 * HOUR), NOW)).toBe('in 23 hours');
  });
});

describe('formatAbsolute', () => {
  it('writes day, month name, year and 24-hour local time', () => {
    expect(formatAbsolute(new Date(2026, 10, 22, 19, 0))).toBe('22 Nov 2026, 19:00');
    expect(formatAbsolute(new Date(2020, 6, 1, 7, 5))).toBe('1 Jul 2020, 07:05');
  });
});

describe('isLiveTime', () => {
  it('is true within 60 minutes either side of now, edges included', () => {
    expect(isLiveTime(ago(0), NOW)).toBe(true);
    expect(isLiveTime(ago(60 * MIN), NOW)).toBe(true);
    expect(isLiveTime(ago(-60 * MIN), NOW)).toBe(true);
    expect(isLiveTime(ago(60 * MIN + 1), NOW)).toBe(false);
    expect(isLiveTime(ago(-60 * MIN - 1), NOW)).toBe(false);
  });
});
