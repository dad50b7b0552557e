import { useMemo, useRef } from 'react';
import uPlot from 'uplot';
import type { GainBucket } from '../../../lib/trophyChart';
import { chartTheme, type ChartTheme } from '../../../components/charts/chartTheme';
import { timeAxisValues } from './timeAxis';
import { useUplot } from '../../../components/charts/useUplot';

// The trophy plot (loaded lazily with uPlot): one bar per UTC day or week. Points span powers of ten (each tier is
// worth ten of the one below), so the scale is logarithmic; days without gains have no bar.

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const DAY = 86_400;

/** Grid lines and labels at the powers of ten only: the tiers' own steps. */
function powersOfTen(_plot: uPlot, _axis: number, min: number, max: number): number[] {
  const splits: number[] = [];
  for (let value = 10 ** Math.floor(Math.log10(Math.max(1, min))); value <= max * 1.0001; value *= 10) if (value >= min * 0.9999) splits.push(value);
  return splits;
}

function trophyOptions(theme: ChartTheme, onPick: (index: number | null) => void): Omit<uPlot.Options, 'width' | 'height'> {
  const axis = { stroke: theme.colour('text'), font: theme.font, labelFont: theme.labelFont, grid: { stroke: theme.colour('grid'), width: 1 }, ticks: { stroke: theme.colour('grid'), width: 1 } };
  const bars = uPlot.paths.bars;
  return {
    legend: { show: false },
    cursor: { points: { show: false }, y: false, drag: { x: true, y: false } },
    // Buckets are UTC days: the axis reads in UTC too, or a west-of-Greenwich visitor would see the day before.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: {
      x: { time: true, range: (plot, min, max) => {
        const xs = plot.data[0];
        const step = xs.length > 1 ? Math.abs((xs[1] ?? 0) - (xs[0] ?? 0)) : DAY;
        // Each bar spans its day or week, from the bucket's start: room for the last one on the right.
        return [min - step / 2, max + step * 1.5];
      } },
      // Whole powers of ten at both ends, so the axis always has labelled lines. uPlot types `distr` as a const enum,
      // which verbatimModuleSyntax cannot read: 3 is its "Logarithmic".
      // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment
      pts: { distr: 3, log: 10, range: (_plot, min, max) => {
        const [low, high] = uPlot.rangeLog(min, max, 10, true);
        // A bar at the scale's floor would have no height: one more power of ten below the smallest.
        const floor = low ?? 1;
        return [floor >= min ? floor / 10 : floor, high];
      } },
    },
    axes: [
      { ...axis, values: timeAxisValues('utc') },
      { ...axis, scale: 'pts', label: 'Points', size: 56, splits: powersOfTen, values: (_plot, splits) => splits.map((value) => compact.format(value)) },
    ],
    series: [
      {},
      {
        label: 'Points', scale: 'pts', stroke: theme.colour('gains'), fill: theme.colour('gains'), width: 1, points: { show: false },
        ...(bars ? { paths: bars({ size: [0.8, 40, 1], align: 1 }) } : {}),
      },
    ],
    hooks: { setCursor: [(plot) => onPick(plot.cursor.idx ?? null)] },
  };
}

export function TrophyPlot({ buckets, onPick }: { buckets: readonly GainBucket[]; onPick: (index: number | null) => void }) {
  const container = useRef<HTMLDivElement>(null);
  // onPick is a state setter (stable): the plot is built once and keeps calling it.
  const options = useMemo(() => trophyOptions(chartTheme(), onPick), [onPick]);
  // A log scale has no zero: empty buckets are gaps.
  const data = useMemo<uPlot.AlignedData>(() => [buckets.map((bucket) => bucket.start), buckets.map((bucket) => (bucket.points > 0 ? bucket.points : null))], [buckets]);
  useUplot(container, options, data);
  return <div ref={container} className="chart-plot" aria-hidden="true" />;
}
