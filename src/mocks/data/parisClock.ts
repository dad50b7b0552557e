// Paris time for the mocked API, written from the rules themselves and not from the app's code (src/lib/parisTime.ts),
// so that a wrong rule in the app shows up in the tests instead of being served back to it by the mocks:
// - Paris is UTC+1 (CET), and UTC+2 (CEST) from the last Sunday of March at 01:00 UTC to the last Sunday of October
//   at 01:00 UTC (the EU rule since 1996);
// - a Track of the Day comes out every day at 19:00 Paris time: the current one is that of the Paris date 19 hours
//   earlier, and its month is the current Track of the Day month (spec: Track of the Day, months);
// - the matchmaking ranks reset on the 1st of every month at 17:00 Paris time, from October 2022 (spec part 2, §4).

const HOUR_MS = 3_600_000;

/** The last Sunday of a month (1 to 12), at 01:00 UTC, in unix milliseconds. */
function lastSundayAt0100Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0));
  const day = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, month - 1, day, 1);
}

/** Minutes Paris is ahead of UTC at a moment: 120 in summer time, 60 otherwise. */
export function parisOffsetMinutes(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  return ms >= lastSundayAt0100Utc(year, 3) && ms < lastSundayAt0100Utc(year, 10) ? 120 : 60;
}

export interface WallTime {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
}

/** The Paris wall-clock date and hour at a moment. */
export function parisWall(ms: number): WallTime {
  const wall = new Date(ms + parisOffsetMinutes(ms) * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
  };
}

/** Unix seconds of a Paris wall-clock time (days past the month's end roll over). */
export function parisToUnix(year: number, month: number, day: number, hour: number): number {
  const asUtc = Date.UTC(year, month - 1, day, hour);
  // Try winter time, then summer time: the one whose moment reads back as this wall-clock hour.
  for (const offset of [60, 120]) {
    const ms = asUtc - offset * 60_000;
    if (parisOffsetMinutes(ms) === offset) return ms / 1000;
  }
  return (asUtc - HOUR_MS) / 1000;
}

/** The day whose Track of the Day is the current one at a moment. */
export function totdDayAt(ms: number): { year: number; month: number; day: number } {
  // Wall-clock arithmetic: 19 hours before the Paris time, on the Paris calendar (a DST switch in between does not count).
  const shifted = new Date(ms + parisOffsetMinutes(ms) * 60_000 - 19 * HOUR_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

const monthIndex = (year: number, month: number) => year * 12 + month - 1;
const FIRST_TOTD_MONTH_INDEX = monthIndex(2020, 7);

/** How many Track of the Day months there are at a moment: July 2020 to the current one. */
export function totdMonthCountAt(ms: number): number {
  const { year, month } = totdDayAt(ms);
  return monthIndex(year, month) - FIRST_TOTD_MONTH_INDEX + 1;
}

/** The month `offset` months before the current Track of the Day month. */
export function totdMonthBack(offset: number, ms: number): { year: number; month: number } {
  const { year, month } = totdDayAt(ms);
  const index = monthIndex(year, month) - offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** True when a monthly rank reset (the 1st at 17:00 Paris, from October 2022) falls after `before`, up to `after`. */
export function rankResetBetween(beforeMs: number, afterMs: number): boolean {
  if (!(afterMs > beforeMs)) return false;
  const start = new Date(beforeMs);
  // The first reset after `before` is that of its month or of the next one.
  for (let index = monthIndex(start.getUTCFullYear(), start.getUTCMonth() + 1); ; index += 1) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    if (index < monthIndex(2022, 10)) continue;
    const reset = parisToUnix(year, month, 1, 17) * 1000;
    if (reset <= beforeMs) continue;
    return reset <= afterMs;
  }
}
