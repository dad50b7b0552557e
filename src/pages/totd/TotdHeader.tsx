import { Link } from 'react-router-dom';
import { TimedButton } from '../../components/TimedButton';
import {
  formatMonthParam,
  monthAtOffset,
  monthCount as monthsSinceFirst,
  monthName,
  timeToNextMap,
  type YearMonth,
} from '../../lib/parisTime';
import { ParisTimeLink } from '../../components/ParisTimeLink';
import { paths } from '../../lib/paths';
import { MonthPicker } from './MonthPicker';

interface TotdHeaderProps {
  title: string;
  offset: number;
  /** The month the API answered for; before it answers, the month the offset stands for. */
  month: YearMonth | undefined;
  monthCount: number | undefined;
  refreshing: boolean;
  onRefresh: () => void;
}

function shift(ym: YearMonth, months: number): YearMonth {
  const index = ym.year * 12 + ym.month - 1 + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function TotdHeader({ title, offset, month, monthCount, refreshing, onRefresh }: TotdHeaderProps) {
  const shown = month ?? monthAtOffset(offset);
  // Before the month answers, or when it fails, the arrows still lead on: the months since July 2020 are known here.
  const hasOlder = offset + 1 < (monthCount ?? monthsSinceFirst());
  const hasNewer = offset > 0;
  return (
    <header className="block">
      <h1 className="title">{title}</h1>
      {/* Two groups that each keep one line: the month's arrows and picker, then Today and Refresh. */}
      <div className="totd-toolbar is-flex is-flex-wrap-wrap is-align-items-center">
        <div className="totd-toolbar-group">
          {hasOlder && (
            <Link className="button" to={paths.totd(formatMonthParam(shift(shown, -1)))} aria-label="Previous month">
              <span aria-hidden="true">←</span>
            </Link>
          )}
          <MonthPicker value={shown} />
          {hasNewer && (
            <Link className="button" to={paths.totd(formatMonthParam(shift(shown, 1)))} aria-label="Next month">
              <span aria-hidden="true">→</span>
            </Link>
          )}
        </div>
        <div className="totd-toolbar-group">
          <Link className="button" to={paths.totdToday()}>
            Today
          </Link>
          <TimedButton className={`button${refreshing ? ' is-loading' : ''}`} onClick={onRefresh}>
            Refresh
          </TimedButton>
        </div>
      </div>
      <p className="mt-3">
        A new map arrives every day at 7 PM <ParisTimeLink />.{offset ? ' ' : ` Next in ${timeToNextMap()}. `}
        <span className="is-sr-only">{`Showing ${monthName(shown.month)} ${shown.year}.`}</span>
      </p>
    </header>
  );
}
