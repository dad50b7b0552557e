import dayjs, { type Dayjs } from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

// The API sends times as ISO strings or as unix seconds; everything the site shows goes through here.

/** A time within this distance of now (before or after) is shown live. */
export const LIVE_WINDOW_MS = 60 * 60_000;
/** How often live times re-render. */
export const LIVE_INTERVAL_MS = 1000;

/**
 * The spec's strict thresholds (the "strict" example of dayjs' docs). Each entry with `d` measures the distance in that
 * unit, rounds it and takes the entry when the result is at most `r`; a result of at most 1 takes the entry before
 * (the singular form). So: up to 89 s "a minute", 59 minutes, then "an hour", up to 23 hours, then "a day", up to
 * 29 days, then "a month", up to 11 months, then "a year" and "N years". The "s" entry has no unit of its own and is
 * never reached: a second-level reading would be stale within the second anyway.
 * dayjs installs a plugin once, with the options of the first `extend`: this module must be the only one that extends
 * relativeTime, and the tests of the boundaries prove the configuration is in effect.
 */
const RELATIVE_THRESHOLDS = [
  { l: 's', r: 1 },
  { l: 'm', r: 1 },
  { l: 'mm', r: 59, d: 'minute' },
  { l: 'h', r: 1 },
  { l: 'hh', r: 23, d: 'hour' },
  { l: 'd', r: 1 },
  { l: 'dd', r: 29, d: 'day' },
  { l: 'M', r: 1 },
  { l: 'MM', r: 11, d: 'month' },
  { l: 'y', r: 1 },
  { l: 'yy', d: 'year' },
];

dayjs.extend(relativeTime, { thresholds: RELATIVE_THRESHOLDS });

export type TimeLike = Dayjs | Date | number;

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** ISO string, unix seconds, or unix seconds as a string. Anything unreadable gives null (never throws). */
export function toDate(value: string | number | null | undefined): Dayjs | null {
  let parsed: Dayjs;
  // A number that is not finite and an empty text make an invalid date, read as null below.
  if (typeof value === 'number') {
    parsed = dayjs(value * 1000);
  } else if (typeof value === 'string') {
    const text = value.trim();
    parsed = NUMERIC.test(text) ? dayjs(Number(text) * 1000) : dayjs(text);
  } else {
    return null;
  }
  return parsed.isValid() ? parsed : null;
}

/** "a minute ago", "in 3 hours", "29 days ago", "a year ago"... measured against `now`. */
export function formatRelative(date: TimeLike, now: TimeLike = Date.now()): string {
  return dayjs(date).from(dayjs(now));
}

/** "22 Nov 2026, 19:00" in the browser's time zone: day-month-year with a month name cannot be misread. */
export function formatAbsolute(date: TimeLike): string {
  return dayjs(date).format('D MMM YYYY, HH:mm');
}

/** Within LIVE_WINDOW_MS of now, before or after (the edge included). */
export function isLiveTime(date: TimeLike, now: TimeLike = Date.now()): boolean {
  return Math.abs(dayjs(date).valueOf() - dayjs(now).valueOf()) <= LIVE_WINDOW_MS;
}
