// Track of the Day months follow Paris time: a new map (and a new month) starts at 7 PM Paris time,
// so the current TOTD month is the Paris wall-clock time minus 19 hours.
export interface YearMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

export const TOTD_ROLLOVER_HOURS = 19;
export const FIRST_TOTD_MONTH: YearMonth = { year: 2020, month: 7 };

// Made on first use: making a time-zone formatter is slow, and the app's start should not wait for it.
let parisFormat: Intl.DateTimeFormat | undefined;
const parisFormatter = (): Intl.DateTimeFormat =>
  (parisFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }));

export interface ParisParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Minutes east of UTC: 60 in winter (CET), 120 in summer (CEST). */
  offsetMinutes: number;
}

export function parisParts(now: Date): ParisParts {
  const parts = Object.fromEntries(
    parisFormatter()
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  // "GMT+01:00", or "GMT+00:09:21" (Paris Mean Time, before 1911). Paris is east of Greenwich at every date (+00:00
  // to +02:00), so the offset has no minus sign to read.
  const offset = /GMT\+(\d{2}):(\d{2})/.exec(parts.timeZoneName ?? '');
  const offsetMinutes = offset ? Number(offset[1]) * 60 + Number(offset[2]) : 0;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    offsetMinutes,
  };
}

/** The Paris wall-clock date minus 19 hours: the day (and month) whose map is the current one. */
export function totdDayNow(now: Date = new Date()): YearMonth & { day: number } {
  const p = parisParts(now);
  const shifted = new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour - TOTD_ROLLOVER_HOURS, p.minute, p.second));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

export function totdMonthNow(now: Date = new Date()): YearMonth {
  const { year, month } = totdDayNow(now);
  return { year, month };
}

const index = (ym: YearMonth) => ym.year * 12 + (ym.month - 1);

/** Months back from the current TOTD month (0 = the current one). */
export function monthOffset(target: YearMonth, now: Date = new Date()): number {
  return index(totdMonthNow(now)) - index(target);
}

/** The month a number of months back from the current TOTD month. */
export function monthAtOffset(offset: number, now: Date = new Date()): YearMonth {
  const i = index(totdMonthNow(now)) - offset;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
}

/** How many TOTD months exist, from July 2020 to the current one. */
export function monthCount(now: Date = new Date()): number {
  return index(totdMonthNow(now)) - index(FIRST_TOTD_MONTH) + 1;
}

/** The route's month parameter: four digits, a dash, then digits (month 1 to 12). Anything else is null. */
export function parseMonthParam(value: string | undefined): YearMonth | null {
  const match = /^(\d{4})-(\d{1,2})$/.exec(value ?? '');
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { year: Number(match[1]), month };
}

export function isTotdMonthInRange(ym: YearMonth, now: Date = new Date()): boolean {
  return index(ym) >= index(FIRST_TOTD_MONTH) && index(ym) <= index(totdMonthNow(now));
}

export function formatMonthParam(ym: YearMonth): string {
  return `${ym.year}-${ym.month}`;
}

/** CEST when Paris is at +02:00, otherwise CET. */
export function parisZoneAbbreviation(now: Date = new Date()): 'CEST' | 'CET' {
  return parisParts(now).offsetMinutes === 120 ? 'CEST' : 'CET';
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? '';
}

/** 0 = Monday … 6 = Sunday, as the API numbers weekdays. */
export function weekdayName(weekday: number): string {
  return ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'][weekday] ?? '';
}

/**
 * The next time the Track of the Day day (or month) changes after `time`: 7 PM Paris time, on the next day (or on the
 * 1st of the next month). Found from the Paris wall clock read as UTC, less the Paris offset at that instant: Paris
 * changes its offset at 01:00 UTC, never between 17:00 and 19:00 UTC, so that offset is the one in force at 7 PM.
 */
export function nextTotdRollover(time: number, unit: 'day' | 'month'): number {
  const today = totdDayNow(new Date(time));
  const wall =
    unit === 'day'
      ? Date.UTC(today.year, today.month - 1, today.day + 1, TOTD_ROLLOVER_HOURS)
      : Date.UTC(today.year, today.month, 1, TOTD_ROLLOVER_HOURS);
  return wall - parisParts(new Date(wall)).offsetMinutes * 60_000;
}

/** How long until the next Track of the Day, to the minute: "7 h 30 min". */
export function timeToNextMap(now = Date.now()): string {
  const minutes = Math.ceil((nextTotdRollover(now, 'day') - now) / 6e4);
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
