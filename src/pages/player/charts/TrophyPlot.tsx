import { useMemo, useRef } from 'react';
import uPlot from 'uplot';
import type { GainBucket } from '../../../lib/trophyChart';
import { chartTheme, type ChartTheme, themedAxis } from '../../../components/charts/chartTheme';
import { timeAxisValues } from './timeAxis';
import {
  bucketTimeRange,
  cumulativePlotData,
  pointSplits,
  pointsLabel,
  pointsRange,
  trophyPlotData,
} from './trophyPlotScales';
import { useUplot } from '../../../components/charts/useUplot';

// The trophy plot (loaded lazily with uPlot), drawn by the rules of trophyPlotScales.ts.

/** The total so far: a rising line on a linear points axis, labelled compactly ("150K"). */
function totalOptions(
  theme: ChartTheme,
  onPick: (index: number | null) => void,
): Omit<uPlot.Options, 'width' | 'height'> {
  const axis = themedAxis(theme);
  return {
    legend: { show: false },
    cursor: { points: { show: false }, y: false, drag: { x: true, y: false } },
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: { x: { time: true }, pts: { range: (_plot, _min, max) => [0, Math.max(1, max) * 1.05] } },
    axes: [
      { ...axis, values: timeAxisValues('utc') },
      { ...axis, scale: 'pts', label: 'Points', size: 56, values: (_plot, splits) => splits.map(pointsLabel) },
    ],
    series: [
      {},
      {
        label: 'Points so far',
        scale: 'pts',
        stroke: theme.colour('gains'),
        width: 2,
        points: { show: false },
      },
    ],
    hooks: { setCursor: [(plot) => onPick(plot.cursor.idx ?? null)] },
  };
}

function trophyOptions(
  theme: ChartTheme,
  onPick: (index: number | null) => void,
): Omit<uPlot.Options, 'width' | 'height'> {
  const axis = themedAxis(theme);
  const bars = uPlot.paths.bars;
  return {
    legend: { show: false },
    cursor: { points: { show: false }, y: false, drag: { x: true, y: false } },
    // Buckets are UTC days: the axis reads in UTC too, or a west-of-Greenwich visitor would see the day before.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: {
      x: { time: true, range: (plot, min, max) => bucketTimeRange(plot.data[0], min, max) },
      // uPlot types `distr` as a const enum, which verbatimModuleSyntax cannot read: 3 is its "Logarithmic".
      // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment
      pts: { distr: 3, log: 10, range: (_plot, min, max) => pointsRange(min, max) },
    },
    axes: [
      { ...axis, values: timeAxisValues('utc') },
      {
        ...axis,
        scale: 'pts',
        label: 'Points',
        size: 56,
        splits: (_plot, _axis, min, max) => pointSplits(min, max),
        values: (_plot, splits) => splits.map(pointsLabel),
      },
    ],
    series: [
      {},
      {
        label: 'Points',
        scale: 'pts',
        stroke: theme.colour('gains'),
        fill: theme.colour('gains'),
        width: 1,
        points: { show: false },
        ...(bars ? { paths: bars({ size: [0.8, 40, 1], align: 1 }) } : {}),
      },
    ],
    hooks: { setCursor: [(plot) => onPick(plot.cursor.idx ?? null)] },
  };
}

export function TrophyPlot({
  buckets,
  onPick,
  total = false,
}: {
  buckets: readonly GainBucket[];
  onPick: (index: number | null) => void;
  /** The points gained so far as a line, instead of each bucket's gains as bars. */
  total?: boolean;
}) {
  const container = useRef<HTMLDivElement>(null);
  // onPick is a state setter (stable): the plot is built once and keeps calling it.
  const options = useMemo(
    () => (total ? totalOptions(chartTheme(), onPick) : trophyOptions(chartTheme(), onPick)),
    [onPick, total],
  );
  const data = useMemo<uPlot.AlignedData>(
    () => (total ? cumulativePlotData(buckets) : trophyPlotData(buckets)),
    [buckets, total],
  );
  useUplot(container, options, data);
  return <div ref={container} className="chart-plot" aria-hidden="true" />;
}
