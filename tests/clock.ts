// The moments tests run at. Every vitest test starts at TEST_NOW (tests/clockSetup.ts), the e2e browser and the e2e
// mock server too (e2e/fixtures.ts, playwright.config.ts): the mock data that follow the present (club creation
// times, cup slots, competition anchors, the current Track of the Day month) are then the same on every run.
// Boundary tests name one of the other moments with setTestNow(); time then runs on from it at the real pace.
import { installShiftedClock } from '../src/mocks/clock';

const utc = (iso: string): number => Date.parse(iso);

/** The default moment: Wednesday 18 November 2026, 11:30 in Paris (CET, 10:30 UTC), mid-month and mid-hour. */
export const TEST_NOW = utc('2026-11-18T10:30:00Z');

/** 1 October 2026, 18:59 in Paris (CEST): the first of the month, still the last Track of the Day of September. */
export const FIRST_OF_MONTH_1859_PARIS = utc('2026-10-01T16:59:00Z');
/** 1 October 2026, 19:00 in Paris (CEST): the month's first Track of the Day is out, the first Cup of the Day starts. */
export const FIRST_OF_MONTH_1900_PARIS = utc('2026-10-01T17:00:00Z');
/** 25 October 2026, 19:00 in Paris, a DST day: 03:00 CEST became 02:00 CET that night, so 19:00 is 18:00 UTC. */
export const DST_DAY_1900_PARIS = utc('2026-10-25T18:00:00Z');
/** 29 March 2026, 19:00 in Paris, a DST day: 02:00 CET became 03:00 CEST that night, so 19:00 is 17:00 UTC. */
export const SPRING_DST_DAY_1900_PARIS = utc('2026-03-29T17:00:00Z');
/** 1 January 2027, 00:30 in Paris (CET), still 2026 in UTC (23:30 on 31 December) and in Track of the Day months. */
export const NEW_YEAR_PARIS = utc('2026-12-31T23:30:00Z');
/** 1 January 2027, 19:00 in Paris (CET): the first Track of the Day of 2027. */
export const NEW_YEAR_1900_PARIS = utc('2027-01-01T18:00:00Z');

/** Every named moment, for the runs of the suite under faketime and for tables of boundary tests. */
export const NAMED_MOMENTS = {
  TEST_NOW,
  FIRST_OF_MONTH_1859_PARIS,
  FIRST_OF_MONTH_1900_PARIS,
  DST_DAY_1900_PARIS,
  SPRING_DST_DAY_1900_PARIS,
  NEW_YEAR_PARIS,
  NEW_YEAR_1900_PARIS,
} as const;

/**
 * Moves Date to `moment` for the rest of the test (the next test starts at TEST_NOW again). Timers stay real; a test
 * that needs fake timers calls vi.useFakeTimers() after this, and they start at this moment.
 */
export function setTestNow(moment: number): void {
  installShiftedClock(moment);
}
