import { describe, expect, it } from 'vitest';
import { bucketGains, bucketStart, gainSummaryText, summarizeGains } from '../../src/lib/trophyChart';

const at = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  Date.UTC(year, month - 1, day, hour, minute) / 1000;
/** counts for one tier: tier 1 is worth 1 point, tier 4 1,000. */
const tier = (index: number, count: number) => Array.from({ length: 9 }, (_, i) => (i === index ? count : 0));

describe('bucketStart: UTC days, weeks from Monday 00:00 UTC', () => {
  it('starts a day at midnight UTC', () => {
    expect(bucketStart(at(2024, 3, 10, 23, 59), 'day')).toBe(at(2024, 3, 10));
    expect(bucketStart(at(2024, 3, 11, 0, 0), 'day')).toBe(at(2024, 3, 11));
  });

  it('starts a week on the Monday before, Sunday night staying in the old week', () => {
    // 10 March 2024 is a Sunday, 11 March a Monday.
    expect(bucketStart(at(2024, 3, 10, 23, 59), 'week')).toBe(at(2024, 3, 4));
    expect(bucketStart(at(2024, 3, 11, 0, 0), 'week')).toBe(at(2024, 3, 11));
    expect(bucketStart(at(2024, 3, 13, 12), 'week')).toBe(at(2024, 3, 11));
    // Across a year: the week of Monday 30 December 2024 holds New Year's Day.
    expect(bucketStart(at(2025, 1, 1, 19), 'week')).toBe(at(2024, 12, 30));
    // Before 1970 (negative seconds) too: 1 January 1970 was a Thursday.
    expect(bucketStart(-1, 'week')).toBe(at(1969, 12, 29));
  });
});

describe('bucketGains', () => {
  it('sums points (count × 10^tier index), trophies and gains per day, empty days as zeros between', () => {
    const buckets = bucketGains(
      [
        { timestamp: '2024-03-12T08:00:00+00:00', counts: tier(3, 2) },
        { timestamp: '2024-03-12T21:00:00+00:00', counts: [3, 1, 0, 0, 0, 0, 0, 0, 0] },
        { timestamp: at(2024, 3, 10, 5), counts: tier(0, 4) },
        { timestamp: 'garbage', counts: tier(8, 1) },
        { timestamp: '2024-03-13T00:30:00+00:00' },
      ],
      'day',
    );
    expect(buckets).toEqual([
      { start: at(2024, 3, 10), gains: 1, points: 4, trophies: 4 },
      { start: at(2024, 3, 11), gains: 0, points: 0, trophies: 0 },
      { start: at(2024, 3, 12), gains: 2, points: 2013, trophies: 6 },
      { start: at(2024, 3, 13), gains: 1, points: 0, trophies: 0 },
    ]);
  });

  it('places times with an offset by their UTC instant: Monday 01:30 at +02:00 is still Sunday in UTC', () => {
    const gains = [
      { timestamp: '2024-03-11T01:30:00+02:00', counts: tier(2, 1) },
      { timestamp: '2024-03-11T03:00:00+02:00', counts: tier(1, 1) },
    ];
    expect(bucketGains(gains, 'week')).toEqual([
      { start: at(2024, 3, 4), gains: 1, points: 100, trophies: 1 },
      { start: at(2024, 3, 11), gains: 1, points: 10, trophies: 1 },
    ]);
    expect(bucketGains(gains, 'day').map((bucket) => bucket.start)).toEqual([at(2024, 3, 10), at(2024, 3, 11)]);
  });

  it('fills empty weeks across the new year, and gives nothing for no gains', () => {
    const weeks = bucketGains(
      [
        { timestamp: at(2024, 12, 23, 12), counts: tier(0, 1) },
        { timestamp: at(2025, 1, 5, 23), counts: tier(0, 2) },
        { timestamp: at(2025, 1, 1, 1), counts: tier(0, 3) },
        { timestamp: at(2025, 1, 20, 1), counts: tier(0, 5) },
      ],
      'week',
    );
    expect(weeks.map((bucket) => [bucket.start, bucket.points])).toEqual([
      [at(2024, 12, 23), 1],
      [at(2024, 12, 30), 5],
      [at(2025, 1, 6), 0],
      [at(2025, 1, 13), 0],
      [at(2025, 1, 20), 5],
    ]);
    expect(bucketGains([], 'week')).toEqual([]);
  });
});

describe('the summary', () => {
  const gains = [
    { timestamp: at(2024, 3, 4, 10), counts: tier(3, 1) },
    { timestamp: at(2024, 3, 6, 10), counts: tier(5, 1) },
    { timestamp: at(2024, 3, 6, 11), counts: tier(0, 2) },
    { timestamp: at(2024, 3, 20, 10), counts: tier(5, 1) },
  ];

  it('counts gains, points, trophies and active days; the best day is the earliest of the highest', () => {
    const summary = summarizeGains(bucketGains(gains, 'day'));
    expect(summary).toEqual({
      gains: 4,
      points: 201_002,
      trophies: 5,
      active: 3,
      first: at(2024, 3, 4),
      last: at(2024, 3, 20),
      best: { start: at(2024, 3, 6), gains: 2, points: 100_002, trophies: 3 },
    });
    expect(gainSummaryText(summary, 'day')).toBe(
      '4 gains from 4 Mar 2024 to 20 Mar 2024: 201,002 points (5 trophies) in 3 days with gains. Most points on 6 Mar 2024: 100,002. Days in UTC.',
    );
  });

  it('words weeks, a single bucket and no gains', () => {
    expect(gainSummaryText(summarizeGains(bucketGains(gains, 'week')), 'week')).toBe(
      '4 gains from the week of 4 Mar 2024 to the week of 18 Mar 2024: 201,002 points (5 trophies) in 2 weeks with gains. Most points in the week of 4 Mar 2024: 101,002. Weeks start on Monday, UTC.',
    );
    expect(gainSummaryText(summarizeGains(bucketGains(gains.slice(0, 1), 'day')), 'day')).toBe(
      '1 gain on 4 Mar 2024: 1,000 points (1 trophy) in 1 day with gains. Most points on 4 Mar 2024: 1,000. Days in UTC.',
    );
    expect(gainSummaryText(summarizeGains([]), 'week')).toBe('No trophy gain with a known time to draw.');
  });
});

describe('the total gained so far', () => {
  it('adds each bucket’s points to those before it, empty buckets keeping the total', async () => {
    const { cumulativePoints } = await import('../../src/lib/trophyChart');
    const bucket = (points: number) => ({ start: 0, gains: points > 0 ? 1 : 0, points, trophies: 0 });
    expect(cumulativePoints([bucket(5), bucket(0), bucket(100), bucket(20)])).toEqual([5, 5, 105, 125]);
    expect(cumulativePoints([])).toEqual([]);
  });
});
