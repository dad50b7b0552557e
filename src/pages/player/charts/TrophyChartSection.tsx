import { lazy, useMemo, useState } from 'react';
import { ButtonGroup } from '../../../components/ButtonGroup';
import { useUrlParam } from '../../../components/useUrlParam';
import { countOf } from '../../../lib/format';
import {
  bucketGains,
  bucketLabel,
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

// Per day (the default, left out of the address) or per week: ?per=week.
const PERIODS = [
  { name: 'Per day', value: 'day' },
  { name: 'Per week', value: 'week' },
] as const;

function readGainPeriod(params: URLSearchParams): GainPeriod {
  return params.get('per')?.toLowerCase() === 'week' ? 'week' : 'day';
}

function describe(bucket: GainBucket, period: GainPeriod): string {
  const when = bucketLabel(bucket.start, period);
  const label = when.charAt(0).toUpperCase() + when.slice(1);
  if (bucket.gains === 0) return `${label}: no gains`;
  return `${label}: ${countOf(bucket.points, 'point')} from ${countOf(bucket.gains, 'gain')}`;
}

/** Trophy points gained per day or week over the gains loaded in the table (Load more extends it). */
export function TrophyChartSection({ gains }: { gains: readonly TrophyGain[] }) {
  const [params, setUrl] = useUrlParam('per');
  const period = readGainPeriod(params);
  const buckets = useMemo(() => bucketGains(gains, period), [gains, period]);
  const summary = summarizeGains(buckets);
  const [picked, setPicked] = useState<number | null>(null);
  const pickedBucket = picked === null ? undefined : buckets[picked];

  const choose = (next: GainPeriod) => {
    setPicked(null);
    setUrl({ per: next === 'week' ? 'week' : null });
  };

  return (
    <section className="chart-section" aria-label="Trophy points chart">
      <div className="chart-controls">
        <ButtonGroup
          options={PERIODS}
          value={period}
          onChange={choose}
          label="Trophy points"
          className="are-small mb-0"
        />
      </div>
      <ChartFigure
        legend={
          <ChartLegend
            items={[
              {
                label: period === 'week' ? 'Points per week (log scale)' : 'Points per day (log scale)',
                shape: 'bar',
                colour: 'gains',
              },
            ]}
          />
        }
        readout={
          <p className="chart-readout" aria-hidden="true">
            {pickedBucket
              ? describe(pickedBucket, period)
              : 'Point at a bar to see its gains; drag to zoom, double-click to zoom out.'}
          </p>
        }
        title={`Trophy points gained per ${period}, over the gains loaded below.`}
        caption={gainSummaryText(summary, period)}
      >
        {summary.points > 0 ? <TrophyPlot buckets={buckets} onPick={setPicked} /> : null}
      </ChartFigure>
    </section>
  );
}
