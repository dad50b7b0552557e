import { useCallback, useMemo } from 'react';
import type { Column } from './ResponsiveTable';
import type { TableSort } from './sortRows';
import { useUrlParam } from './useUrlParam';

// The order itself is sortRows.ts's (ResponsiveTable's, in the first view); it is passed on here for the pages that
// read a table's sort from one place.
export { sortRows, type TableSort } from './sortRows';

interface UrlSortOptions {
  /** The order with no parameter in the address (rows as given); an unknown value reads as it too. */
  fallback: string;
  /** The address parameter of the sort: `sort` unless a page holds several sorted tables. */
  param?: string;
  /** The parameter that reverses it (`order=reverse`); without one the sort cannot be reversed. */
  orderParam?: string;
}

/**
 * A table's sort kept in the address (?sort=points&order=reverse), so a reload or a shared link shows the same order.
 * Pressing a header sorts by it, pressing it again reverses; `choose` sets a sort from elsewhere (a select).
 */
export function useUrlSort<Row>(
  columns: readonly Column<Row>[],
  { fallback, param = 'sort', orderParam }: UrlSortOptions,
): TableSort & { choose: (key: string) => void } {
  const [params, setUrl] = useUrlParam(param, ...(orderParam === undefined ? [] : [orderParam]));
  const asked = params.get(param);
  const key = columns.some((column) => column.sortKey !== undefined && column.sortKey === asked)
    ? (asked ?? fallback)
    : fallback;
  const reversed = orderParam !== undefined && params.get(orderParam) === 'reverse';

  const write = useCallback(
    (next: string, reverse: boolean) => {
      const changes: Record<string, string | null> = { [param]: next === fallback ? null : next };
      if (orderParam !== undefined) changes[orderParam] = reverse ? 'reverse' : null;
      setUrl(changes);
    },
    [setUrl, param, orderParam, fallback],
  );
  const onSort = useCallback(
    (next: string) => write(next, next === key && !reversed && orderParam !== undefined),
    [write, key, reversed, orderParam],
  );
  const choose = useCallback((next: string) => write(next, false), [write]);
  return useMemo(() => ({ key, reversed, onSort, choose }), [key, reversed, onSort, choose]);
}
