import type { ReactNode } from 'react';
import { PagedListFoot, type PagedListQuery } from './PagedListFoot';
import { ProgressBar } from './ProgressBar';

/** What SearchedList needs of a TanStack infinite query. */
export interface SearchedQuery extends PagedListQuery {
  isPending: boolean;
  isSuccess: boolean;
}

interface SearchedListProps {
  query: SearchedQuery;
  /** The rows merged from the loaded pages. */
  count: number;
  /** The search the rows answer ('' for the whole list). */
  search: string;
  loadingLabel: string;
  /** Said when the whole list is empty, and when a search matches nothing. */
  empty: string;
  noMatch: (search: string) => string;
  /** The error box's title for a failed first page and for a failed next page. */
  errorTitle: { first: string; more: string };
  /** Below the error's text, if the list has more to say. */
  errorHint?: ReactNode;
  loadMoreLabel?: string;
  /** The table, shown once there are rows. */
  children: ReactNode;
}

/**
 * The states under a searchable list's search box, in the order a person meets them: loading, the empty or no-match
 * message, the rows, an error (below the rows, next to Load more, where a failed next page is looked for), Load more.
 */
export function SearchedList({
  query,
  count,
  search,
  loadingLabel,
  empty,
  noMatch,
  errorTitle,
  errorHint,
  loadMoreLabel,
  children,
}: SearchedListProps) {
  return (
    <>
      {query.isPending && <ProgressBar label={loadingLabel} />}
      {query.isSuccess && count === 0 && (
        <p className="notification" role="status">
          {search === '' ? empty : noMatch(search)}
        </p>
      )}
      {count > 0 && children}
      <PagedListFoot
        query={query}
        errorTitle={errorTitle}
        errorHint={errorHint}
        {...(loadMoreLabel ? { loadMoreLabel } : {})}
      />
    </>
  );
}
