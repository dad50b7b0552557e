import { useQuery } from '@tanstack/react-query';
import { totdMonthQuery } from '../../data/totd';
import { ErrorBox } from '../../components/ErrorBox';
import { ProgressBar } from '../../components/ProgressBar';
import { useUrlParam } from '../../components/useUrlParam';
import {
  formatMonthParam,
  isTotdMonthInRange,
  monthName,
  monthOffset,
  parseMonthParam,
  totdMonthNow,
  FIRST_TOTD_MONTH,
} from '../../lib/parisTime';
import MonthRecords from './MonthRecords';

/** The Track of the Day month of /records: the current one by default, any other by choice (?month=2024-3). */
export function MonthSection() {
  const [params, setUrl] = useUrlParam('month');
  const now = totdMonthNow();
  const asked = parseMonthParam(params.get('month') ?? undefined);
  const month = asked && isTotdMonthInRange(asked) ? asked : now;
  const offset = monthOffset(month);
  const query = useQuery(totdMonthQuery(offset));
  return (
    <section className="block" aria-labelledby="records-month-title">
      <h2 id="records-month-title" className="title is-4">
        Track of the Day: {monthName(month.month)} {month.year}
      </h2>
      <div className="field">
        <label className="label is-small" htmlFor="records-month">
          Month
        </label>
        <input
          id="records-month"
          className="input is-small records-month-input"
          type="month"
          min={formatIsoMonth(FIRST_TOTD_MONTH)}
          max={formatIsoMonth(now)}
          value={formatIsoMonth(month)}
          onChange={(event) => {
            const [year, monthNumber] = event.target.value.split('-').map(Number);
            if (
              year === undefined ||
              monthNumber === undefined ||
              !Number.isInteger(year) ||
              !Number.isInteger(monthNumber)
            )
              return;
            setUrl({ month: formatMonthParam({ year, month: monthNumber }) });
          }}
        />
      </div>
      {query.isPending && <ProgressBar label="Loading the month’s maps…" />}
      {query.isError && <ErrorBox title="Could not load the Track of the Day" error={query.error} />}
      {query.data && <MonthRecords month={query.data} offset={offset} heading={false} paramPrefix="month-" />}
    </section>
  );
}

/** "2024-03", as an <input type="month"> reads and writes it. */
function formatIsoMonth({ year, month }: { year: number; month: number }): string {
  return `${String(year)}-${String(month).padStart(2, '0')}`;
}
