import type { ReactNode } from 'react';
import { ErrorBox } from './ErrorBox';
import { QueryLoadMore, type PagedQuery } from './LoadMoreButton';

/** What PagedListFoot needs of a TanStack infinite query. */
export interface PagedListQuery extends PagedQuery {
  isError: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
}

interface PagedListFootProps {
  query: PagedListQuery;
  /** The error box's title for a failed first page and for a failed next page. */
  errorTitle: { first: string; more: string };
  /** Below the error's text, if the list has more to say. */
  errorHint?: ReactNode;
  loadMoreLabel?: string;
}

/**
 * The foot of a paged list: an error (below the rows, next to Load more, where a failed next page is looked for),
 * then Load more.
 */
export function PagedListFoot({ query, errorTitle, errorHint, loadMoreLabel }: PagedListFootProps) {
  return (
    <>
      {query.isError && (
        <ErrorBox title={query.isFetchNextPageError ? errorTitle.more : errorTitle.first} error={query.error}>
          {errorHint}
        </ErrorBox>
      )}
      <QueryLoadMore query={query} {...(loadMoreLabel ? { label: loadMoreLabel } : {})} />
    </>
  );
}
