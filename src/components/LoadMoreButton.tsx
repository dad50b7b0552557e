import { useId } from 'react';
import { useOnline } from './useOnline';

interface LoadMoreButtonProps {
  onClick: () => void;
  loading: boolean;
  /** False on the last page: the button is not shown at all. */
  hasMore: boolean;
  label?: string;
  className?: string;
}

/**
 * The "Load more" button under paged lists: a spinner and disabled while the next page loads. Offline it is disabled
 * with a note: the next page's request would wait for the network with nothing to show for the click.
 */
export function LoadMoreButton({ onClick, loading, hasMore, label = 'Load more', className }: LoadMoreButtonProps) {
  const online = useOnline();
  const noteId = useId();
  if (!hasMore) return null;
  const button = (
    <button
      type="button"
      className={['button', loading ? 'is-loading' : '', className ?? ''].filter(Boolean).join(' ')}
      disabled={loading || !online}
      aria-busy={loading}
      aria-describedby={online ? undefined : noteId}
      onClick={onClick}
    >
      {label}
    </button>
  );
  if (online) return button;
  return (
    <>
      {button}
      <span id={noteId} className="help load-more-offline">
        You are offline: more rows load once the network is back.
      </span>
    </>
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
export function QueryLoadMore({
  query,
  label,
  enabled = true,
}: {
  query: PagedQuery;
  label?: string;
  enabled?: boolean;
}) {
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
