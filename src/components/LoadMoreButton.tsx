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
