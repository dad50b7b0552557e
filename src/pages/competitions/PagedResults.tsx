import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ErrorBox } from '../../components/ErrorBox';
import { QueryLoadMore } from '../../components/LoadMoreButton';
import { ProgressBar } from '../../components/ProgressBar';
import { UnreadNote } from '../../components/UnreadNote';
import { mergeByKey } from '../../lib/mergeByKey';
import type { ResultsPage } from '../../data/competitions';
import { ResultsTable, type ScoreKind } from './ResultsTable';

interface PagedResultsProps {
  /** "Qualifier A", "the leaderboard": names the table and the messages. */
  what: string;
  query: UseInfiniteQueryResult<InfiniteData<ResultsPage>>;
  scoreKind: ScoreKind;
}

/** A paged result list: loading bar, error, the spec's empty note, table, Load more. */
export function PagedResults({ what, query, scoreKind }: PagedResultsProps) {
  // One row per player: a page fetched again after the standings moved must not list anyone twice.
  const pages = query.data?.pages ?? [];
  const results = mergeByKey(
    pages.map((page) => page.results.items),
    (result) => result.player.id,
  );
  return (
    <>
      {query.isPending && <ProgressBar label={`Loading the results of ${what}…`} />}
      {query.isError && (
        <ErrorBox title={`Could not load the results of ${what}`} error={query.error}>
          {!query.isFetchNextPageError && (
            <button type="button" className="button is-small mt-2" onClick={() => void query.refetch()}>
              Try again
            </button>
          )}
        </ErrorBox>
      )}
      {query.isSuccess && results.length === 0 && (
        <p className="notification" role="status">
          {pages.some((page) => page.notYet) ? 'No results yet.' : 'No results available.'}
        </p>
      )}
      {results.length > 0 && <ResultsTable caption={`Results of ${what}`} results={results} scoreKind={scoreKind} />}
      <UnreadNote lists={pages.map((page) => page.results)} one="entry" many="entries" />
      <QueryLoadMore query={query} label={`Load more results of ${what}`} />
    </>
  );
}
