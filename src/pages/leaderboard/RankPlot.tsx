import { useMemo, useRef } from 'react';
import type uPlot from 'uplot';
import { chartTheme, type ChartTheme } from '../../components/charts/chartTheme';
import { useUplot } from '../../components/charts/useUplot';
import { formatNumber } from '../../lib/format';
import { formatScore, type MapKind } from '../../lib/leaderboard';
import type { CurvePoint } from './rankCurve';

// The rank-against-score plot (loaded lazily with uPlot): positions on a logarithmic axis, as the samples are (the top
// changes fastest), scores on a linear one, best at the bottom on race and platform maps, at the top on stunt maps.

/** Grid lines and labels at 1, 10, 100…: the positions a player reads a board by. */
function powersOfTen(_plot: uPlot, _axis: number, min: number, max: number): number[] {
  const splits: number[] = [];
  for (let value = 1; value <= max * 1.0001; value *= 10) if (value >= min * 0.9999) splits.push(value);
  return splits;
}

function rankOptions(theme: ChartTheme, kind: MapKind, onPick: (index: number | null) => void): Omit<uPlot.Options, 'width' | 'height'> {
  const axis = { stroke: theme.colour('text'), font: theme.font, labelFont: theme.labelFont, grid: { stroke: theme.colour('grid'), width: 1 }, ticks: { stroke: theme.colour('grid'), width: 1 } };
  const scoreText = (value: number) => (kind === 'race' ? formatScore(value, kind) : formatNumber(value));
  return {
    legend: { show: false },
    cursor: { points: { size: 8 }, y: false, drag: { x: false, y: false } },
    scales: {
      // uPlot types `distr` as a const enum, which verbatimModuleSyntax cannot read: 3 is its "Logarithmic".
      // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment
      x: { time: false, distr: 3, log: 10, range: (_plot, min, max) => [Math.max(1, min) / 1.15, max * 1.15] },
      score: { range: (_plot, min, max) => {
        const pad = Math.max(kind === 'race' ? 50 : 1, (max - min) * 0.05);
        return [Math.max(0, min - pad), max + pad];
      } },
    },
    axes: [
      { ...axis, label: 'Position', splits: powersOfTen, values: (_plot, splits) => splits.map((value) => formatNumber(value)) },
      { ...axis, scale: 'score', size: kind === 'race' ? 76 : 60, values: (_plot, splits) => splits.map(scoreText) },
    ],
    series: [
      {},
      { label: 'Score', scale: 'score', stroke: theme.colour('primary'), width: 2, points: { show: true, size: 5, fill: theme.colour('primary') } },
    ],
    hooks: { setCursor: [(plot) => onPick(plot.cursor.idx ?? null)] },
  };
}

export function RankPlot({ points, kind, onPick }: { points: readonly CurvePoint[]; kind: MapKind; onPick: (index: number | null) => void }) {
  const container = useRef<HTMLDivElement>(null);
  // onPick is a state setter (stable): the plot is built once per kind and keeps calling it.
  const options = useMemo(() => rankOptions(chartTheme(), kind, onPick), [kind, onPick]);
  const data = useMemo<uPlot.AlignedData>(() => [points.map((point) => point.position), points.map((point) => point.score)], [points]);
  useUplot(container, options, data);
  return <div ref={container} className="chart-plot" aria-hidden="true" />;
}
