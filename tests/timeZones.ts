// The zones the unit tests of dates and times run in. Every test runs in UTC (tests/clockSetup.ts); the date and time
// tests run again in a zone behind UTC and in one half an hour off the hour ahead of it (vite.config.ts, test.projects),
// so a time shown in UTC instead of the reader's zone fails somewhere.

/** The zones besides UTC: New York (behind, with daylight saving time) and Kolkata (UTC+05:30, none). */
export const OTHER_TIME_ZONES = ['America/New_York', 'Asia/Kolkata'] as const;

export type TestTimeZone = 'UTC' | (typeof OTHER_TIME_ZONES)[number];

const isTestTimeZone = (zone: string): zone is TestTimeZone =>
  zone === 'UTC' || OTHER_TIME_ZONES.some((other) => other === zone);

/** The zone this test run reads times in: a zone project's TEST_TIME_ZONE, else UTC. */
export function testTimeZone(): TestTimeZone {
  const zone = process.env.TEST_TIME_ZONE ?? 'UTC';
  if (!isTestTimeZone(zone)) throw new Error(`TEST_TIME_ZONE ${zone} is none of UTC, ${OTHER_TIME_ZONES.join(', ')}`);
  return zone;
}

/** What a person reads in this run's zone: one expectation per zone, written out. */
export const inReaderZone = <T>(byZone: Record<TestTimeZone, T>): T => byZone[testTimeZone()];

/** A moment given as the reader's wall clock shows it (month 1 to 12): the same words in every zone. */
export const readerTime = (year: number, month: number, day: number, hour = 0, minute = 0): number =>
  new Date(year, month - 1, day, hour, minute).getTime();
