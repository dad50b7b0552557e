interface LoadMoreButtonProps {
  onClick: () => void;
  loading: boolean;
  /** False on the last page: the button is not shown at all. */
  hasMore: boolean;
  label?: string;
  className?: string;
}

/** The "Load more" button under paged lists: a spinner and disabled while the next page loads. */
export function LoadMoreButton({ onClick, loading, hasMore, label = 'Load more', className }: LoadMoreButtonProps) {
  if (!hasMore) return null;
  return (
    <button
      type="button"
      className={['button', loading ? 'is-loading' : '', className ?? ''].filter(Boolean).join(' ')}
      disabled={loading}
      aria-busy={loading}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** What QueryLoadMore needs of a TanStack infinite query. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Load more under a list that useInfiniteQuery feeds: one place for the wiring, centred under the rows.
 * `enabled` hides it for a reason the query does not know (for example an empty page).
 */
export function QueryLoadMore({ query, label, enabled = true }: { query: PagedQuery; label?: string; enabled?: boolean }) {
  if (!enabled || !query.hasNextPage) return null;
  return (
    <div className="has-text-centered mt-3">
      <LoadMoreButton
        {...(label === undefined ? {} : { label })}
        hasMore
        loading={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      />
    </div>
  );
}
