import { useMemo, useRef } from 'react';
import type uPlot from 'uplot';
import type { CotdSeries } from '../../../lib/cotdChart';
import { chartTheme, type ChartTheme } from '../../../components/charts/chartTheme';
import { markerPaths } from './markers';
import { timeAxisValues } from './timeAxis';
import { useUplot } from '../../../components/charts/useUplot';

// The Cup of the Day plot (loaded lazily with uPlot): rank % on the left axis, 0 % at the top; the division on the
// right axis, division 1 at the top, drawn as a thin line under the markers.

const pad = (min: number, max: number, share: number, least: number) => Math.max(least, (max - min) * share);

function cotdOptions(theme: ChartTheme, onPick: (index: number | null) => void): Omit<uPlot.Options, 'width' | 'height'> {
  const axis = { stroke: theme.colour('text'), font: theme.font, labelFont: theme.labelFont, grid: { stroke: theme.colour('grid'), width: 1 }, ticks: { stroke: theme.colour('grid'), width: 1 } };
  return {
    legend: { show: false },
    cursor: { points: { show: false }, y: false, drag: { x: true, y: false } },
    scales: {
      x: { time: true, range: (_plot, min, max) => [min - pad(min, max, 0.02, 43_200), max + pad(min, max, 0.02, 43_200)] },
      // Room above 0 % and below the worst result, so no marker is cut in half at an edge.
      pct: { dir: -1, range: (_plot, _min, max) => {
        const top = Math.min(100, Math.max(1, Math.ceil((Number.isFinite(max) ? max : 100) / 5) * 5));
        return [-top * 0.04, top * 1.02];
      } },
      div: { dir: -1, range: (_plot, _min, max) => [0.6, Math.max(2, Number.isFinite(max) ? max : 2) + 0.4] },
    },
    axes: [
      { ...axis, values: timeAxisValues('local') },
      { ...axis, scale: 'pct', label: 'Rank (% of players)', size: 56, values: (_plot, splits) => splits.map((value) => (value < 0 ? '' : `${value}%`)) },
      {
        // uPlot types `side` as a const enum, which verbatimModuleSyntax cannot read: 1 is its "Right".
        // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment
        ...axis, scale: 'div', side: 1, label: 'Division', size: 48, grid: { show: false }, incrs: [1, 2, 5, 10, 20, 50, 100],
        values: (_plot, splits) => splits.map((value) => (value >= 1 && Number.isInteger(value) ? String(value) : '')),
      },
    ],
    series: [
      {},
      { label: 'Division', scale: 'div', stroke: theme.colour('division'), width: 1, alpha: 0.4, spanGaps: true, points: { show: false } },
      { label: 'Cup', scale: 'pct', stroke: theme.colour('primary'), fill: theme.colour('primary'), width: 1, paths: markerPaths('circle', 6), points: { show: false } },
      { label: 'Rerun', scale: 'pct', stroke: theme.colour('rerun'), fill: theme.colour('rerun'), width: 1, paths: markerPaths('diamond', 6), points: { show: false } },
      { label: 'Excluded', scale: 'pct', stroke: theme.colour('excluded'), width: 1.5, paths: markerPaths('circle', 7), points: { show: false } },
    ],
    hooks: { setCursor: [(plot) => onPick(plot.cursor.idx ?? null)] },
  };
}

export function CotdPlot({ series, onPick }: { series: CotdSeries; onPick: (index: number | null) => void }) {
  const container = useRef<HTMLDivElement>(null);
  // onPick is a state setter (stable): the plot is built once and keeps calling it.
  const options = useMemo(() => cotdOptions(chartTheme(), onPick), [onPick]);
  const data = useMemo<uPlot.AlignedData>(() => [series.x, series.div, series.primary, series.rerun, series.excluded], [series]);
  useUplot(container, options, data);
  return <div ref={container} className="chart-plot" aria-hidden="true" />;
}
