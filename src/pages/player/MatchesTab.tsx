import { useInfiniteQuery } from '@tanstack/react-query';
import { PagedListFoot } from '../../components/PagedListFoot';
import { ProgressBar } from '../../components/ProgressBar';
import { UnreadNote } from '../../components/UnreadNote';
import { mergeByKey } from '../../lib/mergeByKey';
import { DATA_API_DOWN_HINT } from '../../lib/site';
import { playerQueries } from '../../data/player';
import { MatchHistoryTable } from './MatchHistoryTable';
import type { PlayerTab } from './tabs';

/** A match tab (2v2, 3v3, Royal): the discontinued notice where there is one, the history and Load more. */
export function MatchesTab({ tab, typeId, accountId }: { tab: PlayerTab; typeId: number; accountId: string }) {
  const query = useInfiniteQuery(playerQueries.matches(accountId, typeId));
  const pages = query.data?.pages ?? [];
  const matches = mergeByKey(
    pages.map((page) => page.matches),
    (match) => match.lid,
  );
  return (
    <section aria-label={tab.label}>
      {tab.notice && <p className="notification is-warning">{tab.notice}</p>}
      {query.isPending && <ProgressBar label="Loading matches…" />}
      {query.isSuccess && matches.length === 0 && (
        <p className="notification" role="status">
          No matches found.
        </p>
      )}
      {matches.length > 0 && <MatchHistoryTable matches={matches} fallbackType={tab.label.replace(/ Matches$/, '')} />}
      <UnreadNote lists={pages} one="match" many="matches" />
      <PagedListFoot
        query={query}
        errorTitle={{ first: 'Could not load the matches', more: 'Could not load more matches' }}
        errorHint={<p>{DATA_API_DOWN_HINT}</p>}
        loadMoreLabel="Load more..."
      />
    </section>
  );
}
