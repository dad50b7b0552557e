import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { PagedListFoot } from '../../components/PagedListFoot';
import { ProgressBar } from '../../components/ProgressBar';
import { TimedButton } from '../../components/TimedButton';
import { UnreadNote } from '../../components/UnreadNote';
import { useTitle } from '../../components/useTitle';
import { formatNumber } from '../../lib/format';
import { MATCHMAKING_TYPE } from '../../lib/matchmaking';
import { mergeByKey } from '../../lib/mergeByKey';
import { DATA_API_DOWN_HINT } from '../../lib/site';
import { rankKey, refreshMatchmaking, topQueries, type MatchmakingTab } from '../../data/rankings';
import { Distribution } from './Distribution';
import { MatchmakingTable } from './MatchmakingTable';
import { OwnMatchmakingPlace } from './OwnPlace';

export const ROYAL_DISCONTINUED_NOTE =
  'Royal matchmaking has been discontinued. This ranking shows the standings as they were when it ended.';

/** A matchmaking tab: Refresh, the notes, active players, the rank distribution and the ranking itself. */
export function MatchmakingRanking({ tab }: { tab: MatchmakingTab }) {
  const title = `${tab.label} ranking`;
  useTitle(title);
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(topQueries.matchmaking(tab.typeId));
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const rows = mergeByKey(
    pages.map((page) => page.ranks),
    rankKey,
  );
  const active = first?.activeplayers;
  const refreshing = query.isFetching && !query.isFetchingNextPage;

  return (
    <section aria-labelledby="mm-title">
      <div className="top-heading">
        <h2 id="mm-title" className="title is-4 mb-0">
          {title}
        </h2>
        <TimedButton
          className={refreshing ? 'is-loading' : ''}
          onClick={() => void refreshMatchmaking(queryClient, tab.typeId)}
        >
          Refresh
        </TimedButton>
      </div>
      {tab.typeId === MATCHMAKING_TYPE.royal && <p className="notification is-warning">{ROYAL_DISCONTINUED_NOTE}</p>}
      {first?.note ? <p className="notification top-note">{first.note}</p> : null}
      {active !== undefined && <p className="block top-active">Active players this season: {formatNumber(active)}</p>}
      {first && <Distribution typeId={tab.typeId} distribution={first.distribution} activePlayers={active ?? 0} />}
      <OwnMatchmakingPlace typeId={tab.typeId} label={tab.label} />
      {query.isPending && <ProgressBar label="Loading the ranking…" />}
      {query.isSuccess && rows.length === 0 && (
        <p className="notification" role="status">
          Nobody is ranked yet this season.
        </p>
      )}
      {rows.length > 0 && <MatchmakingTable rows={rows} />}
      <UnreadNote lists={pages} one="player" />
      <PagedListFoot
        query={query}
        errorTitle={{ first: 'Could not load the ranking', more: 'Could not load more of the ranking' }}
        errorHint={<p>{DATA_API_DOWN_HINT}</p>}
      />
    </section>
  );
}
