import { useInfiniteQuery } from '@tanstack/react-query';
import { PagedListFoot } from '../../components/PagedListFoot';
import { ProgressBar } from '../../components/ProgressBar';
import { UnreadNote } from '../../components/UnreadNote';
import { mergeByKey } from '../../lib/mergeByKey';
import { DATA_API_DOWN_HINT } from '../../lib/site';
import { playerQueries, type TrophyGain } from '../../data/player';
import { TrophyGainTable } from './TrophyGainTable';
import { TrophyChartSection } from './charts/TrophyChartSection';

/** Gains have an achievement id; the time and type stand in for one when it is missing. */
const keyOf = (gain: TrophyGain) =>
  gain.achievement?.trophyAchievementId ?? `${String(gain.timestamp)}-${gain.achievement?.trophyAchievementType ?? ''}`;

export function TrophiesTab({ accountId }: { accountId: string }) {
  const query = useInfiniteQuery(playerQueries.trophies(accountId));
  const pages = query.data?.pages ?? [];
  const gains = mergeByKey(
    pages.map((page) => page.gains),
    keyOf,
  );
  return (
    <section aria-label="Trophy Gains">
      {query.isPending && <ProgressBar label="Loading trophy gains…" />}
      {query.isSuccess && gains.length === 0 && (
        <p className="notification" role="status">
          This player has not gained any trophies yet.
        </p>
      )}
      {gains.length > 0 && <TrophyChartSection gains={gains} />}
      {gains.length > 0 && <TrophyGainTable gains={gains} keyOf={keyOf} />}
      <UnreadNote lists={pages} one="trophy gain" />
      <PagedListFoot
        query={query}
        errorTitle={{ first: 'Could not load the trophy gains', more: 'Could not load more trophy gains' }}
        errorHint={<p>{DATA_API_DOWN_HINT}</p>}
      />
    </section>
  );
}
