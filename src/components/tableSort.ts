import { useCallback, useMemo } from 'react';
import type { Column } from './ResponsiveTable';
import { useUrlParam } from './useUrlParam';

/** How a table's rows are ordered: by the column whose `sortKey` is `key`, or as given for any other key. */
export interface TableSort {
  key: string;
  /** The column's order turned round (rows without a value still go last). */
  reversed: boolean;
  /** A sortable header pressed: with it, the table draws the sortable columns' headers as buttons. */
  onSort?: (key: string) => void;
}

type SortValue = number | string | undefined;

/**
 * The rows in the sort's order. A column sorts small to large (ranks, names) or, marked `sortDescending`, large to
 * small (points, the newest cup). Rows without a value for it (loading, failed, never played) stay last either way,
 * and rows alike keep the order they were given in.
 */
export function sortRows<Row>(rows: readonly Row[], columns: readonly Column<Row>[], sort: Pick<TableSort, 'key' | 'reversed'>): readonly Row[] {
  const column = columns.find((candidate) => candidate.sortKey !== undefined && candidate.sortKey === sort.key);
  const valueOf = column?.sortValue;
  if (!column || !valueOf) return sort.reversed ? [...rows].reverse() : rows;
  const sign = (column.sortDescending ? -1 : 1) * (sort.reversed ? -1 : 1);
  const keyed = rows.map((row, index) => ({ row, index, value: valueOf(row) }));
  keyed.sort((a, b) => compare(a.value, b.value, sign) || a.index - b.index);
  return keyed.map(({ row }) => row);
}

function compare(x: SortValue, y: SortValue, sign: number): number {
  if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
  const order = typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y)) : x - y;
  return order * sign;
}

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
export function useUrlSort<Row>(columns: readonly Column<Row>[], { fallback, param = 'sort', orderParam }: UrlSortOptions): TableSort & { choose: (key: string) => void } {
  const [params, setUrl] = useUrlParam(param, ...(orderParam === undefined ? [] : [orderParam]));
  const asked = params.get(param);
  const key = columns.some((column) => column.sortKey !== undefined && column.sortKey === asked) ? (asked ?? fallback) : fallback;
  const reversed = orderParam !== undefined && params.get(orderParam) === 'reverse';

  const write = useCallback(
    (next: string, reverse: boolean) => {
      const changes: Record<string, string | null> = { [param]: next === fallback ? null : next };
      if (orderParam !== undefined) changes[orderParam] = reverse ? 'reverse' : null;
      setUrl(changes);
    },
    [setUrl, param, orderParam, fallback],
  );
  const onSort = useCallback((next: string) => write(next, next === key && !reversed && orderParam !== undefined), [write, key, reversed, orderParam]);
  const choose = useCallback((next: string) => write(next, false), [write]);
  return useMemo(() => ({ key, reversed, onSort, choose }), [key, reversed, onSort, choose]);
}
