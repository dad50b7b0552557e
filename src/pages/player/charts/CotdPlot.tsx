import { useMemo, useRef } from 'react';
import type uPlot from 'uplot';
import type { CotdSeries } from '../../../lib/cotdChart';
import { chartTheme, type ChartTheme, themedAxis } from '../../../components/charts/chartTheme';
import { markerPaths } from './markers';
import { COTD_PLOT_SERIES, cotdPlotData, cotdScales, divisionLabels, percentLabels } from './cotdPlotScales';
import { timeAxisValues } from './timeAxis';
import { useUplot } from '../../../components/charts/useUplot';

// The Cup of the Day plot (loaded lazily with uPlot), drawn by the rules of cotdPlotScales.ts.

function cotdOptions(
  theme: ChartTheme,
  onPick: (index: number | null) => void,
): Omit<uPlot.Options, 'width' | 'height'> {
  const [division, cup, rerun, excluded] = COTD_PLOT_SERIES;
  const axis = themedAxis(theme);
  return {
    legend: { show: false },
    cursor: { points: { show: false }, y: false, drag: { x: true, y: false } },
    scales: cotdScales(),
    axes: [
      { ...axis, values: timeAxisValues('local') },
      {
        ...axis,
        scale: 'pct',
        label: 'Rank (% of players)',
        size: 56,
        values: (_plot, splits) => percentLabels(splits),
      },
      {
        ...axis,
        scale: 'div',
        // uPlot types `side` as a const enum, which verbatimModuleSyntax cannot read: 1 is its "Right".
        // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment
        side: 1,
        label: 'Division',
        size: 48,
        grid: { show: false },
        incrs: [1, 2, 5, 10, 20, 50, 100],
        values: (_plot, splits) => divisionLabels(splits),
      },
    ],
    series: [
      {},
      { ...division, stroke: theme.colour('division'), width: 1, alpha: 0.4, spanGaps: true, points: { show: false } },
      {
        ...cup,
        stroke: theme.colour('primary'),
        fill: theme.colour('primary'),
        width: 1,
        paths: markerPaths('circle', 6),
        points: { show: false },
      },
      {
        ...rerun,
        stroke: theme.colour('rerun'),
        fill: theme.colour('rerun'),
        width: 1,
        paths: markerPaths('diamond', 6),
        points: { show: false },
      },
      {
        ...excluded,
        stroke: theme.colour('excluded'),
        width: 1.5,
        paths: markerPaths('circle', 7),
        points: { show: false },
      },
    ],
    hooks: { setCursor: [(plot) => onPick(plot.cursor.idx ?? null)] },
  };
}

export function CotdPlot({ series, onPick }: { series: CotdSeries; onPick: (index: number | null) => void }) {
  const container = useRef<HTMLDivElement>(null);
  // onPick is a state setter (stable): the plot is built once and keeps calling it.
  const options = useMemo(() => cotdOptions(chartTheme(), onPick), [onPick]);
  const data = useMemo<uPlot.AlignedData>(() => cotdPlotData(series), [series]);
  useUplot(container, options, data);
  return <div ref={container} className="chart-plot" aria-hidden="true" />;
}
