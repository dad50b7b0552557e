import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useTitle } from '../../components/useTitle';
import {
  FIRST_TOTD_MONTH,
  isTotdMonthInRange,
  monthName,
  monthOffset,
  parseMonthParam,
  totdDayNow,
} from '../../lib/parisTime';
import { paths } from '../../lib/paths';
import { totdMonthQuery } from '../../data/totd';
import { daysToShow } from './api';
import { TotdHeader } from './TotdHeader';
import { TotdTable } from './TotdTable';
import { SectionBoundary } from '../../components/SectionBoundary';
import { WholeListStates } from '../../components/WholeListStates';

const TITLE = 'Track of the Day';

// Its own chunk, loaded after the month's table: the month page is the site's first view.
const MonthRecords = lazy(() => import('../records/MonthRecords'));

/** Which month the route asks for: an offset, or the reason it cannot be shown. */
function useRequestedMonth(): { offset: number } | { problem: string } {
  const { month } = useParams();
  if (month === undefined || month === 'today') return { offset: 0 };
  const parsed = parseMonthParam(month);
  if (!parsed)
    return { problem: `“${month}” is not a month. Months look like 2024-3 (year, a dash, then the month number).` };
  if (!isTotdMonthInRange(parsed)) {
    return {
      problem: `There is no Track of the Day for ${monthName(parsed.month)} ${parsed.year}. The first one was in ${monthName(FIRST_TOTD_MONTH.month)} ${FIRST_TOTD_MONTH.year}, and months in the future have none yet.`,
    };
  }
  return { offset: monthOffset(parsed) };
}

export function TotdPage() {
  useTitle(TITLE);
  const requested = useRequestedMonth();
  if ('problem' in requested) {
    return (
      <section>
        <h1 className="title">{TITLE}</h1>
        <div className="notification is-warning" role="alert">
          <p className="block">{requested.problem}</p>
          <Link className="button is-dark" to={paths.totdToday()}>
            Show this month
          </Link>
        </div>
      </section>
    );
  }
  return <TotdMonthView offset={requested.offset} />;
}

function TotdMonthView({ offset }: { offset: number }) {
  const query = useQuery(totdMonthQuery(offset));
  const data = query.data;
  const days = daysToShow(data?.days);
  return (
    <section>
      <TotdHeader
        title={TITLE}
        offset={offset}
        month={data ? { year: data.year, month: data.month } : undefined}
        monthCount={data?.monthcount}
        refreshing={query.isFetching}
        onRefresh={() => void query.refetch()}
      />
      <WholeListStates
        query={query}
        loading="Loading the month’s maps…"
        errorTitle="Could not load the Track of the Day"
        count={days.length}
        empty="No map has been released for this month yet. The first one arrives at 7 PM Paris time."
      />
      {days.length > 0 && (
        <SectionBoundary name="the month’s maps">
          <TotdTable days={days} today={offset ? undefined : totdDayNow(new Date()).day} />
        </SectionBoundary>
      )}
      {data && days.length > 0 && (
        <SectionBoundary name="your records">
          <Suspense fallback={null}>
            <MonthRecords month={data} offset={offset} />
          </Suspense>
        </SectionBoundary>
      )}
    </section>
  );
}
