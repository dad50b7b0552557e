import { lazy, useEffect, useMemo, useState } from 'react';
import { ButtonGroup } from '../../../components/ButtonGroup';
import { ProgressBar } from '../../../components/ProgressBar';
import { useUrlParam } from '../../../components/useUrlParam';
import {
  cotdPoints,
  cotdSeries,
  cotdSummaryText,
  rankPercent,
  summarizeCotd,
  type CotdPoint,
} from '../../../lib/cotdChart';
import { countOf, formatNumber } from '../../../lib/format';
import type { CotdResult } from '../../../data/player';
import type { CotdOrder } from '../cotdOptions';
import { ChartFigure } from '../../../components/charts/ChartFigure';
import { ChartLegend, type LegendItem } from '../../../components/charts/ChartLegend';
import {
  COTD_RANGES,
  rangeSentence,
  cotdRangeChange,
  readCotdRange,
  rowsInRange,
  rowsWanted,
  type CotdRange,
} from './cotdRange';

// uPlot comes with the plot module only: fetched the first time a chart is shown.
const CotdPlot = lazy(() => import('./CotdPlot').then((module) => ({ default: module.CotdPlot })));

/** The range choices as the button group names them. */
const RANGE_BUTTONS = COTD_RANGES.list.map((choice) => ({ name: choice.label, value: choice.id }));

/** What the chart needs of the table's infinite query: it loads further pages of that same query, never its own. */
export interface ChartPagedQuery {
  hasNextPage: boolean;
  isFetching: boolean;
  isError: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
}

interface CotdChartSectionProps {
  /** Every row loaded, in the table's order (a range can load more than the table shows). */
  rows: readonly CotdResult[];
  /** How many of them the table shows: what "Loaded" plots. */
  tableCount: number;
  /** The list's length per the API (first page's total). */
  total: number | undefined;
  order: CotdOrder;
  query: ChartPagedQuery;
}

function legendOf(points: readonly CotdPoint[]): LegendItem[] {
  const items: LegendItem[] = [];
  if (points.some((point) => point.kind === 'primary'))
    items.push({ label: 'Cup', shape: 'circle', colour: 'primary' });
  if (points.some((point) => point.kind === 'rerun')) items.push({ label: 'Rerun', shape: 'diamond', colour: 'rerun' });
  if (points.some((point) => point.kind === 'excluded'))
    items.push({ label: 'Excluded from statistics', shape: 'ring', colour: 'excluded' });
  if (points.some((point) => point.div !== null))
    items.push({ label: 'Division (right axis)', shape: 'line', colour: 'division' });
  return items;
}

function describe(point: CotdPoint): string {
  const parts = [point.name];
  if (point.ratio !== null) parts.push(`rank ${rankPercent(point.ratio)}`);
  if (point.div !== null) parts.push(`division ${formatNumber(point.div)}`);
  if (point.excluded) parts.push('excluded from statistics');
  return parts.join(' · ');
}

/** The Cup of the Day chart above the table: rank % and division per cup over time, with its range control. */
export function CotdChartSection({ rows, tableCount, total, order, query }: CotdChartSectionProps) {
  const [params, setUrl] = useUrlParam('range');
  const range = readCotdRange(params);
  const wanted = rowsWanted(range);
  const { hasNextPage, isFetching, isError, fetchNextPage } = query;
  const short = rows.length < wanted && hasNextPage && !isError;

  useEffect(() => {
    // One page at a time: the next request starts once the last one has landed. cancelRefetch false keeps a repeated
    // call (React's development double effects) from fetching the same page twice.
    if (short && !isFetching) void fetchNextPage({ cancelRefetch: false });
  }, [short, isFetching, fetchNextPage]);

  const shown = useMemo(() => rowsInRange(rows, range, tableCount), [rows, range, tableCount]);
  const points = useMemo(() => cotdPoints(shown), [shown]);
  const series = useMemo(() => cotdSeries(points), [points]);
  const [picked, setPicked] = useState<number | null>(null);
  const pickedPoint = picked === null ? undefined : points[picked];

  const choose = (next: CotdRange) => setUrl(cotdRangeChange(next));
  const target = Math.min(wanted, total ?? rows.length);
  const complete = !hasNextPage && shown.length === rows.length;
  const hasMarks = points.some((point) => point.ratio !== null || point.div !== null);

  return (
    <section className="chart-section" aria-label="Results chart">
      <div className="chart-controls">
        <span className="chart-controls-label" aria-hidden="true">
          Cups in the chart
        </span>
        <ButtonGroup
          options={RANGE_BUTTONS}
          value={range}
          onChange={choose}
          label="Cups in the chart"
          className="are-small mb-0"
        />
        <p className="chart-progress" role="status">
          {short ? `Loaded ${formatNumber(rows.length)} of ${countOf(target, 'cup')}…` : ''}
        </p>
      </div>
      {short && <ProgressBar label="Loading cups for the chart" value={rows.length} max={Math.max(1, target)} />}
      <ChartFigure
        legend={<ChartLegend items={legendOf(points)} />}
        readout={
          <p className="chart-readout" aria-hidden="true">
            {pickedPoint
              ? describe(pickedPoint)
              : 'Point at the chart to see a cup; drag to zoom, double-click to zoom out.'}
          </p>
        }
        title="Rank (% of players, best at the top) and division per cup, over time."
        caption={`${rangeSentence(shown.length, complete, order)} ${cotdSummaryText(summarizeCotd(points))}`}
      >
        {hasMarks ? <CotdPlot series={series} onPick={setPicked} /> : null}
      </ChartFigure>
    </section>
  );
}
