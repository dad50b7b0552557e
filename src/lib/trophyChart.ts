import { formatDay } from './cotdChart';
import { countOf, formatNumber } from './format';
import { toDate } from './timeValue';
import { tierCounts, trophyPoints } from './trophies';

// The Trophy Gains chart's data (issue 10): gains summed per day or per week. Days and weeks are counted in UTC
// (weeks start on Monday, as ISO weeks do), so a bucket is the same for every visitor whatever their time zone;
// ISO times with an offset ("+02:00") are placed by their UTC instant.

export type GainPeriod = 'day' | 'week';

/** What the chart reads of a gain: the API's TrophyGain. */
export interface TrophyChartGain {
  timestamp: string | number;
  counts?: number[];
}

export interface GainBucket {
  /** Unix seconds of the bucket's first instant (00:00 UTC; a Monday for weeks). */
  start: number;
  gains: number;
  /** Sum of count × 10^(tier index) over the bucket's gains (lib/trophies trophyPoints). */
  points: number;
  trophies: number;
}

const DAY = 86_400;
/** 1 January 1970 was a Thursday: day 0 is three days after a Monday. */
const MONDAY_OFFSET = 3;

/** The start of the UTC day or week (Monday) holding an instant, in unix seconds. */
export function bucketStart(seconds: number, period: GainPeriod): number {
  const day = Math.floor(seconds / DAY);
  if (period === 'day') return day * DAY;
  const sinceMonday = (((day + MONDAY_OFFSET) % 7) + 7) % 7;
  return (day - sinceMonday) * DAY;
}

const trophyCount = (counts: readonly number[] | undefined) =>
  tierCounts(counts).reduce((sum, { count }) => sum + count, 0);

/**
 * Every bucket from the first gain's to the last one's, oldest first, empty ones included (a day without gains is
 * a real zero, and evenly spaced buckets give bars of one width). Gains without a readable time are left out.
 */
export function bucketGains(gains: readonly TrophyChartGain[], period: GainPeriod): GainBucket[] {
  const byStart = new Map<number, GainBucket>();
  for (const gain of gains) {
    const at = toDate(gain.timestamp);
    if (at === null) continue;
    const start = bucketStart(Math.floor(at.valueOf() / 1000), period);
    const bucket = byStart.get(start) ?? { start, gains: 0, points: 0, trophies: 0 };
    bucket.gains += 1;
    bucket.points += trophyPoints(gain.counts);
    bucket.trophies += trophyCount(gain.counts);
    byStart.set(start, bucket);
  }
  // Without gains, first is Infinity and last -Infinity: the loop below adds no bucket.
  const starts = [...byStart.keys()];
  const first = Math.min(...starts);
  const last = Math.max(...starts);
  const buckets: GainBucket[] = [];
  // Weeks are whole multiples of days apart: step by day and keep the bucket starts.
  const step = period === 'day' ? DAY : 7 * DAY;
  for (let start = first; start <= last; start += step)
    buckets.push(byStart.get(start) ?? { start, gains: 0, points: 0, trophies: 0 });
  return buckets;
}

export interface GainSummary {
  gains: number;
  points: number;
  trophies: number;
  /** Buckets with at least one gain. */
  active: number;
  first: number | null;
  last: number | null;
  /** The bucket with the most points (the earliest of equals); null without gains. */
  best: GainBucket | null;
}

/**
 * The points gained so far at the end of each bucket, from the first bucket loaded: the history as a rising line,
 * which reads at a glance where bars of daily gains on a log scale did not.
 */
export function cumulativePoints(buckets: readonly GainBucket[]): number[] {
  let total = 0;
  return buckets.map((bucket) => (total += bucket.points));
}

export function summarizeGains(buckets: readonly GainBucket[]): GainSummary {
  let best: GainBucket | null = null;
  for (const bucket of buckets) if (bucket.gains > 0 && (best === null || bucket.points > best.points)) best = bucket;
  const active = buckets.filter((bucket) => bucket.gains > 0);
  return {
    gains: active.reduce((sum, bucket) => sum + bucket.gains, 0),
    points: active.reduce((sum, bucket) => sum + bucket.points, 0),
    trophies: active.reduce((sum, bucket) => sum + bucket.trophies, 0),
    active: active.length,
    first: active[0]?.start ?? null,
    last: active.at(-1)?.start ?? null,
    best,
  };
}

/** "the week of 4 Mar 2024" or "5 Mar 2024". */
export const bucketLabel = (start: number, period: GainPeriod) =>
  period === 'week' ? `the week of ${formatDay(start, 'utc')}` : formatDay(start, 'utc');

/**
 * The chart's text alternative: "1,200 gains from 3 Jan 2024 to 20 Nov 2026: 1,234,567 points (2,345 trophies) in
 * 412 days with gains. Most points on 5 Mar 2025: 100,300. Days in UTC."
 */
export function gainSummaryText(summary: GainSummary, period: GainPeriod): string {
  // best, first and last are null together, when no bucket has a gain (summarizeGains reads them from the same
  // buckets): best tells, and first and last fall back to its start only for their types.
  const { best } = summary;
  if (best === null) return 'No trophy gain with a known time to draw.';
  const unit = period === 'week' ? 'week' : 'day';
  const from = bucketLabel(summary.first ?? best.start, period);
  const to = bucketLabel(summary.last ?? best.start, period);
  const at = period === 'week' ? 'in' : 'on';
  const span = from === to ? `${at} ${from}` : `from ${from} to ${to}`;
  const most = ` Most points ${at} ${bucketLabel(best.start, period)}: ${formatNumber(best.points)}.`;
  const zone = period === 'week' ? 'Weeks start on Monday, UTC.' : 'Days in UTC.';
  return `${countOf(summary.gains, 'gain')} ${span}: ${countOf(summary.points, 'point')} (${countOf(summary.trophies, 'trophy')}) in ${countOf(summary.active, unit)} with gains.${most} ${zone}`;
}
