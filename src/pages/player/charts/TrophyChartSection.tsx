import { lazy, useMemo, useState } from 'react';
import { ButtonGroup } from '../../../components/ButtonGroup';
import { useUrlParam } from '../../../components/useUrlParam';
import { countOf } from '../../../lib/format';
import {
  bucketGains,
  bucketLabel,
  cumulativePoints,
  gainSummaryText,
  summarizeGains,
  type GainBucket,
  type GainPeriod,
} from '../../../lib/trophyChart';
import type { TrophyGain } from '../../../data/player';
import { ChartFigure } from '../../../components/charts/ChartFigure';
import { ChartLegend } from '../../../components/charts/ChartLegend';

// uPlot comes with the plot module only: fetched the first time a chart is shown.
const TrophyPlot = lazy(() => import('./TrophyPlot').then((module) => ({ default: module.TrophyPlot })));

// The total so far (the default, left out of the address: a history reads as a rising line), or the gains per day
// (?per=day) or per week (?per=week) as bars.
type ChartView = 'total' | GainPeriod;
const VIEWS = [
  { name: 'Total', value: 'total' },
  { name: 'Per day', value: 'day' },
  { name: 'Per week', value: 'week' },
] as const;

function readView(params: URLSearchParams): ChartView {
  const per = params.get('per')?.toLowerCase();
  return per === 'week' || per === 'day' ? per : 'total';
}

function describe(bucket: GainBucket, period: GainPeriod): string {
  const when = bucketLabel(bucket.start, period);
  const label = when.charAt(0).toUpperCase() + when.slice(1);
  if (bucket.gains === 0) return `${label}: no gains`;
  return `${label}: ${countOf(bucket.points, 'point')} from ${countOf(bucket.gains, 'gain')}`;
}

function describeTotal(bucket: GainBucket, total: number): string {
  return `By the end of ${bucketLabel(bucket.start, 'day')}: ${countOf(total, 'point')} gained`;
}

/**
 * Trophy points over the gains loaded in the table (Load more extends it): the total gained so far, day by day, or the
 * gains per day or week.
 */
export function TrophyChartSection({ gains }: { gains: readonly TrophyGain[] }) {
  const [params, setUrl] = useUrlParam('per');
  const view = readView(params);
  const period: GainPeriod = view === 'week' ? 'week' : 'day';
  const buckets = useMemo(() => bucketGains(gains, period), [gains, period]);
  const totals = useMemo(() => cumulativePoints(buckets), [buckets]);
  const summary = summarizeGains(buckets);
  const [picked, setPicked] = useState<number | null>(null);
  const pickedBucket = picked === null ? undefined : buckets[picked];

  const choose = (next: ChartView) => {
    setPicked(null);
    setUrl({ per: next === 'total' ? null : next });
  };
  const readout = pickedBucket
    ? view === 'total'
      ? describeTotal(pickedBucket, totals[picked ?? 0] ?? 0)
      : describe(pickedBucket, period)
    : `Point at ${view === 'total' ? 'the line' : 'a bar'} to see its gains; drag to zoom, double-click to zoom out.`;

  return (
    <section className="chart-section" aria-label="Trophy points chart">
      <div className="chart-controls">
        <ButtonGroup options={VIEWS} value={view} onChange={choose} label="Trophy points" className="are-small mb-0" />
      </div>
      <ChartFigure
        legend={
          <ChartLegend
            items={[
              view === 'total'
                ? { label: 'Points gained so far', shape: 'line', colour: 'gains' }
                : {
                    label: period === 'week' ? 'Points per week (log scale)' : 'Points per day (log scale)',
                    shape: 'bar',
                    colour: 'gains',
                  },
            ]}
          />
        }
        readout={
          <p className="chart-readout" aria-hidden="true">
            {readout}
          </p>
        }
        title={
          view === 'total'
            ? 'Trophy points gained so far, day by day, over the gains loaded below.'
            : `Trophy points gained per ${period}, over the gains loaded below.`
        }
        caption={gainSummaryText(summary, period)}
      >
        {summary.points > 0 ? <TrophyPlot buckets={buckets} onPick={setPicked} total={view === 'total'} /> : null}
      </ChartFigure>
    </section>
  );
}
