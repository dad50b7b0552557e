import { parisParts } from './parisTime';

// Matchmaking score changes between two consecutive matches (spec part 2, §4 and §9). A change across a rank reset
// says nothing about the match, so it is flagged as a reset; a large loss outside a reset is the inactivity decay.
// Resets happen monthly from October 2022 at 17:00 Paris time, on the first day of the month (earlier ones varied
// and are not flagged).

/** A delta below this is decay (the inactivity penalty), not a lost match. */
export const DECAY_DELTA = -45;
export const RESET_HOUR_PARIS = 17;
export const FIRST_MONTHLY_RESET = { year: 2022, month: 10 } as const;

/** Unix milliseconds of a Paris wall-clock time. */
export function parisWallTime(year: number, month: number, day: number, hour: number): number {
  const asUtc = Date.UTC(year, month - 1, day, hour);
  // The offset an hour before is the one in force at that wall-clock time (outside the switch hour itself).
  return asUtc - parisParts(new Date(asUtc - 3_600_000)).offsetMinutes * 60_000;
}

/** The reset of a month (the 1st at 17:00 Paris), in unix milliseconds. */
export function monthlyResetAt(year: number, month: number): number {
  return parisWallTime(year, month, 1, RESET_HOUR_PARIS);
}

const monthIndex = (year: number, month: number) => year * 12 + (month - 1);
const FIRST_INDEX = monthIndex(FIRST_MONTHLY_RESET.year, FIRST_MONTHLY_RESET.month);

// Every reset from the first one on, computed once per month as far as a caller asks (long match histories ask
// thousands of times: the time-zone arithmetic runs once per month, not once per question).
const resets: number[] = [];

/** The reset of a month index; NaN before the first one. */
function resetAtIndex(index: number): number {
  while (resets.length <= index - FIRST_INDEX) {
    const at = FIRST_INDEX + resets.length;
    resets.push(monthlyResetAt(Math.floor(at / 12), (at % 12) + 1));
  }
  return resets[index - FIRST_INDEX] ?? NaN;
}

/** The latest monthly reset at or before a time, or undefined before the first one. */
export function latestResetAtOrBefore(ms: number): number | undefined {
  if (!Number.isFinite(ms)) return undefined;
  const date = new Date(ms);
  // The UTC month is the Paris month except in the first hours of a month, which are before its reset anyway.
  let index = monthIndex(date.getUTCFullYear(), date.getUTCMonth() + 1) + 1;
  // Before the first month the reset is NaN, later than nothing: the search stops there.
  while (resetAtIndex(index) > ms) index -= 1;
  return index < FIRST_INDEX ? undefined : resetAtIndex(index);
}

/** True when a reset falls after `before` and at or before `after` (both unix milliseconds). */
export function resetBetween(before: number, after: number): boolean {
  // The latest reset is at or before `after`: after it `before`, it is after `before` too (none when after <= before).
  const latest = latestResetAtOrBefore(after);
  // No reset at all is later than nothing.
  return (latest ?? -Infinity) > before;
}

export type ScoreChangeKind = 'normal' | 'reset' | 'decay';

export interface ScoreChange {
  delta: number;
  kind: ScoreChangeKind;
}

export interface ScoredMatch {
  /** Unix milliseconds of the match start. */
  at: number;
  score: number;
}

/** The change from the previous (older) match to this one; undefined without a previous match or readable values. */
export function scoreChange(current: ScoredMatch, previous: ScoredMatch | undefined): ScoreChange | undefined {
  if (!previous || !Number.isFinite(current.score) || !Number.isFinite(previous.score)) return undefined;
  const delta = current.score - previous.score;
  if (resetBetween(previous.at, current.at)) return { delta, kind: 'reset' };
  return { delta, kind: delta < DECAY_DELTA ? 'decay' : 'normal' };
}
