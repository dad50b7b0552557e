import type { TotdMonth } from '../../data/totd';
import { monthName } from '../../lib/parisTime';
import { paths } from '../../lib/paths';
import { useSession } from '../../session/SessionProvider';
import type { RecordMap } from './recordRows';
import { RecordsGrid } from './RecordsGrid';
import { RecordsSection, WhenReached } from './RecordsSection';
import { RecordsSignIn } from './RecordsSignIn';
import './records.scss';

/** The maps of a Track of the Day month as grid rows, first day first; days whose map is not out are left out. */
export function monthMaps(month: TotdMonth): RecordMap[] {
  return month.days.flatMap((day) =>
    day.map && day.leaderboarduid !== ''
      ? [
          {
            map: day.map,
            group: day.leaderboarduid,
            href: paths.totdLeaderboard(day.leaderboarduid, day.map.mapUid),
            label: String(day.monthday),
          },
        ]
      : [],
  );
}

/** "My records" of a Track of the Day month (its own chunk: the month page is the first view). */
export default function MonthRecords(props: {
  month: TotdMonth;
  offset: number;
  heading?: boolean;
  paramPrefix?: string;
}) {
  const { month, offset, heading = true, paramPrefix } = props;
  const { session } = useSession();
  const what = `${monthName(month.month)} ${String(month.year)}`;
  const maps = monthMaps(month);
  const content = !session ? (
    <RecordsSignIn what={what} />
  ) : maps.length === 0 ? (
    <p>No map of {what} is out yet.</p>
  ) : (
    // A new month waits for the reader again (the key): its grid is another fan-out.
    <WhenReached key={offset} reached={!heading}>
      {/* Past months' leaderboards are closed: their answers are kept for the visit. */}
      {/* Another account signing in gets a grid of its own: what moved is read and kept per account. */}
      <RecordsGrid
        key={session.accountid}
        what={what}
        maps={maps}
        accountId={session.accountid}
        scope={`month:${String(month.year)}-${String(month.month)}`}
        closed={offset > 0}
        paramPrefix={paramPrefix}
      />
    </WhenReached>
  );
  return <RecordsSection heading={heading}>{content}</RecordsSection>;
}
