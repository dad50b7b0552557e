import { useInfiniteQuery } from '@tanstack/react-query';
import { PagedListFoot } from '../../components/PagedListFoot';
import { ProgressBar } from '../../components/ProgressBar';
import { UnreadNote } from '../../components/UnreadNote';
import { mergePagedLists } from '../../lib/mergeByKey';
import { matchesQueries, type MatchTab } from '../../data/matches';
import { MatchTable } from './MatchTable';
import { SectionBoundary } from '../../components/SectionBoundary';
import { DATA_API_DOWN_HINT } from '../../lib/site';

/** One tab's list: the table, Load more, and what went wrong if anything did. */
export function MatchList({ tab }: { tab: MatchTab }) {
  const query = useInfiniteQuery(matchesQueries.list(tab.typeId));
  const { lists, items: matches } = mergePagedLists(
    query.data?.pages,
    (page) => page.matches,
    (match) => match.lid,
  );
  // Matches the decoder dropped (no readable id or live id): said quietly under the table.

  return (
    <section aria-label={`${tab.label} matches`}>
      {query.isPending && <ProgressBar label="Loading matches…" />}
      {query.isSuccess && matches.length === 0 && (
        <p className="notification" role="status">
          No matches found.
        </p>
      )}
      {matches.length > 0 && (
        <SectionBoundary name="the match list">
          <MatchTable matches={matches} />
        </SectionBoundary>
      )}
      <UnreadNote lists={lists} one="match" many="matches" />
      <PagedListFoot
        query={query}
        errorTitle={{ first: 'Could not load the matches', more: 'Could not load more matches' }}
        errorHint={<p>{DATA_API_DOWN_HINT}</p>}
      />
    </section>
  );
}
