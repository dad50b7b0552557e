import { useMemo, useRef } from 'react';
import type uPlot from 'uplot';
import { chartTheme, type ChartTheme, themedAxis } from '../../components/charts/chartTheme';
import { useUplot } from '../../components/charts/useUplot';
import { formatNumber } from '../../lib/format';
import type { MapKind } from '../../lib/leaderboard';
import type { CurvePoint } from './rankCurve';
import { positionRange, positionSplits, rankPlotData, scoreAxisSize, scoreLabel, scoreRange } from './rankPlotScales';

// The rank-against-score plot (loaded lazily with uPlot), drawn by the rules of rankPlotScales.ts.

function rankOptions(
  theme: ChartTheme,
  kind: MapKind,
  onPick: (index: number | null) => void,
): Omit<uPlot.Options, 'width' | 'height'> {
  const axis = themedAxis(theme);
  return {
    legend: { show: false },
    cursor: { points: { size: 8 }, y: false, drag: { x: false, y: false } },
    scales: {
      // uPlot types `distr` as a const enum, which verbatimModuleSyntax cannot read: 3 is its "Logarithmic".
      // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment
      x: { time: false, distr: 3, log: 10, range: (_plot, min, max) => positionRange(min, max) },
      score: { range: (_plot, min, max) => scoreRange(kind, min, max) },
    },
    axes: [
      {
        ...axis,
        label: 'Position',
        splits: (_plot, _axis, min, max) => positionSplits(min, max),
        values: (_plot, splits) => splits.map((value) => formatNumber(value)),
      },
      {
        ...axis,
        scale: 'score',
        size: scoreAxisSize(kind),
        values: (_plot, splits) => splits.map((value) => scoreLabel(kind, value)),
      },
    ],
    series: [
      {},
      {
        label: 'Score',
        scale: 'score',
        stroke: theme.colour('primary'),
        width: 2,
        points: { show: true, size: 5, fill: theme.colour('primary') },
      },
    ],
    hooks: { setCursor: [(plot) => onPick(plot.cursor.idx ?? null)] },
  };
}

export function RankPlot({
  points,
  kind,
  onPick,
}: {
  points: readonly CurvePoint[];
  kind: MapKind;
  onPick: (index: number | null) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  // onPick is a state setter (stable): the plot is built once per kind and keeps calling it.
  const options = useMemo(() => rankOptions(chartTheme(), kind, onPick), [kind, onPick]);
  const data = useMemo<uPlot.AlignedData>(() => rankPlotData(points), [points]);
  useUplot(container, options, data);
  return <div ref={container} className="chart-plot" aria-hidden="true" />;
}
