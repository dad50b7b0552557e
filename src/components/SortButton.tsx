import type { ReactNode } from 'react';

interface SortButtonProps {
  children: ReactNode;
  sortKey: string;
  /** The table's sort: this column's key when it is the one sorted by. */
  active: boolean;
  reversed: boolean;
  /** Larger values first in the column's own order (points, the newest cup). */
  descending: boolean;
  onSort: (key: string) => void;
}

/**
 * A sortable column's header: a button that says whether it is pressed (sorted by) and, to a screen reader, whether the
 * order is reversed; the arrow shows which way the values run (↓ larger first) and is hidden from screen readers.
 */
export function SortButton({ children, sortKey, active, reversed, descending, onSort }: SortButtonProps) {
  const arrow = active ? ((descending ? !reversed : reversed) ? ' ↓' : ' ↑') : '';
  return (
    <button
      type="button"
      className="button is-ghost is-small rt-sort"
      aria-pressed={active}
      onClick={() => onSort(sortKey)}
    >
      {children}
      <span aria-hidden="true">{arrow}</span>
      {active && <span className="is-sr-only"> (sorted{reversed ? ', reversed' : ''})</span>}
    </button>
  );
}
