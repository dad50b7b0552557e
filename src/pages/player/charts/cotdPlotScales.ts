import type uPlot from 'uplot';
import type { CotdSeries } from '../../../lib/cotdChart';

// The Cup of the Day plot's rules, apart from the drawing (CotdPlot.tsx): rank % on the left axis and the division on
// the right, both best at the top (0 %, division 1); time along the bottom in the visitor's zone.

/** A scale's direction that puts its lowest value, the best rank or division, at the top. */
export const BEST_AT_TOP = -1;

const HALF_DAY = 43_200;
const pad = (min: number, max: number, share: number, least: number) => Math.max(least, (max - min) * share);

/** The time axis's ends (unix seconds): 2 % of the span on each side, at least half a day. */
export const cupTimeRange = (min: number, max: number): [number, number] => [
  min - pad(min, max, 0.02, HALF_DAY),
  max + pad(min, max, 0.02, HALF_DAY),
];

/**
 * The rank % axis's ends: from a little above 0 % to a little below the worst result rounded up to 5 % (1 % at least,
 * 100 % at most), so no marker is cut in half at an edge. No results: the whole 100 %.
 */
export function rankPercentRange(worst: number): [number, number] {
  const top = Math.min(100, Math.max(1, Math.ceil((Number.isFinite(worst) ? worst : 100) / 5) * 5));
  return [-top * 0.04, top * 1.02];
}

/** The division axis's ends: division 1 to the worst division (2 at least), with room for a marker at each end. */
export const divisionRange = (worst: number): [number, number] => [
  0.6,
  Math.max(2, Number.isFinite(worst) ? worst : 2) + 0.4,
];

/** Rank % labels: "25%", none below 0 % (the room above the top line). */
export const percentLabels = (splits: readonly number[]): string[] =>
  splits.map((value) => (value < 0 ? '' : `${value}%`));

/** Division labels: whole divisions only. */
export const divisionLabels = (splits: readonly number[]): string[] =>
  splits.map((value) => (value >= 1 && Number.isInteger(value) ? String(value) : ''));

/** The plot's scales, new for each plot (uPlot keeps what it is given): time, rank % and division. */
export const cotdScales = (): uPlot.Scales => ({
  x: { time: true, range: (_plot, min, max) => cupTimeRange(min, max) },
  pct: { dir: BEST_AT_TOP, range: (_plot, _min, max) => rankPercentRange(max) },
  div: { dir: BEST_AT_TOP, range: (_plot, _min, max) => divisionRange(max) },
});

/** The series the plot draws, in the order of cotdPlotData's columns after time. */
export const COTD_PLOT_SERIES = [
  { label: 'Division', scale: 'div' },
  { label: 'Cup', scale: 'pct' },
  { label: 'Rerun', scale: 'pct' },
  { label: 'Excluded', scale: 'pct' },
] as const;

/** The plot's columns: time, then one per entry of COTD_PLOT_SERIES. */
export const cotdPlotData = (series: CotdSeries): [number[], ...(number | null)[][]] => [
  series.x,
  series.div,
  series.primary,
  series.rerun,
  series.excluded,
];
