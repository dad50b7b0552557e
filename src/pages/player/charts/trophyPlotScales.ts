import uPlot from 'uplot';
import { cumulativePoints, type GainBucket } from '../../../lib/trophyChart';

// The trophy plot's rules, apart from the drawing (TrophyPlot.tsx): one bar per UTC day or week, on a logarithmic
// points axis (each tier is worth ten of the one below); a bucket without gains has no bar.

const DAY = 86_400;
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Grid lines and labels at the powers of ten only: the tiers' own steps. */
export function pointSplits(min: number, max: number): number[] {
  const splits: number[] = [];
  for (let value = 10 ** Math.floor(Math.log10(Math.max(1, min))); value <= max * 1.0001; value *= 10)
    if (value >= min * 0.9999) splits.push(value);
  return splits;
}

/** A points label: "100", "10K", "1M". */
export const pointsLabel = (value: number): string => compact.format(value);

/**
 * The time axis's ends (unix seconds): each bar spans its day or week from the bucket's start, so half a step before
 * the first and room for the last one's whole width after it. The step is the buckets' spacing (a day when only one).
 */
export function bucketTimeRange(starts: ArrayLike<number>, min: number, max: number): [number, number] {
  const step = starts.length > 1 ? Math.abs((starts[1] ?? 0) - (starts[0] ?? 0)) : DAY;
  return [min - step / 2, max + step * 1.5];
}

/**
 * The points axis's ends: whole powers of ten, so the axis always has labelled lines, and one power below the
 * smallest bar when it would sit on the floor (a bar at the floor has no height).
 */
export function pointsRange(min: number, max: number): [number, number] {
  const [low, high] = uPlot.rangeLog(min, max, 10, true);
  const floor = low ?? 1;
  return [floor >= min ? floor / 10 : floor, high ?? max];
}

/** The plot's columns: the buckets' starts, then their points, a gap where a bucket has none (a log scale has no 0). */
export const trophyPlotData = (buckets: readonly GainBucket[]): [number[], (number | null)[]] => [
  buckets.map((bucket) => bucket.start),
  buckets.map((bucket) => (bucket.points > 0 ? bucket.points : null)),
];

/** The total's columns: the days' starts, then the points gained so far at each day's end. */
export const cumulativePlotData = (buckets: readonly GainBucket[]): [number[], number[]] => [
  buckets.map((bucket) => bucket.start),
  cumulativePoints(buckets),
];
