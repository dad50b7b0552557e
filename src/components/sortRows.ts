// How a table orders its rows: ResponsiveTable's own rule, in the first view with every table. Keeping the sort in the
// address (useUrlSort, tableSort.ts) is for the pages whose tables can be sorted, and loads with them.
import type { Column } from './ResponsiveTable';

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
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  sort: Pick<TableSort, 'key' | 'reversed'>,
): readonly Row[] {
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
