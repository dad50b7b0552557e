import { ErrorBox } from '../../components/ErrorBox';
import { QueryLoadMore } from '../../components/LoadMoreButton';
import { ProgressBar } from '../../components/ProgressBar';
import { UnreadNote } from '../../components/UnreadNote';
import { mergeByKey } from '../../lib/mergeByKey';
import type { ResultsPage } from '../../data/competitions';
import { ResultsTable } from './ResultsTable';

/** A results row's height, and the header's (docs/decisions/020-cup-page-room-while-loading.md). */
export const ROW_REM = 2.0625;

interface PagedResultsProps {
  /** "the qualification", "Division 3": used in messages and labels. */
  what: string;
  pages: ResultsPage[] | undefined;
  query: {
    isPending: boolean;
    isSuccess: boolean;
    error: Error | null;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  showTime?: boolean;
  winnerTag?: string;
  /** How many rows the first page will likely hold: the room kept while it loads, so what follows does not jump. */
  expectedRows?: number;
  /** The signed-in player's account id: their row is marked. */
  ownId?: string | null;
}

/** A paged result list: loading bar, error, empty note, table, Load more. */
export function PagedResults({ what, pages, query, showTime, winnerTag, ownId, expectedRows = 0 }: PagedResultsProps) {
  // One row per player: a page fetched again after the standings moved must not list anyone twice.
  const results = mergeByKey(
    (pages ?? []).map((page) => page.results.items),
    (result) => result.player.id,
  );
  return (
    <>
      {query.isPending && (
        // The room of the rows to come and their header (docs/decisions/020-cup-page-room-while-loading.md).
        <div style={{ minHeight: expectedRows > 0 ? `${(expectedRows + 1) * ROW_REM}rem` : undefined }}>
          <ProgressBar label={`Loading the results of ${what}…`} />
        </div>
      )}
      {query.error && <ErrorBox title={`Could not load the results of ${what}`} error={query.error} />}
      {query.isSuccess && results.length === 0 && (
        <p className="notification" role="status">
          No results available for {what} yet.
        </p>
      )}
      {results.length > 0 && (
        <ResultsTable
          caption={`Results of ${what}`}
          results={results}
          showTime={showTime}
          winnerTag={winnerTag}
          ownId={ownId}
        />
      )}
      <UnreadNote lists={(pages ?? []).map((page) => page.results)} one="result" />
      <QueryLoadMore query={query} label={`Load more results of ${what}`} />
    </>
  );
}
