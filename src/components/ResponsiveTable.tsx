import { memo, useMemo, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { SortButton } from './SortButton';
import { sortRows, type TableSort } from './sortRows';
import { useIsPhone } from './useMediaQuery';

/**
 * Where a column shows:
 * - `always`: at every width;
 * - `tablet`: from 769 px (hidden on a phone);
 * - `desktop`: from 1024 px (hidden on phones and tablets);
 * - `under`: its own column from 769 px; on a phone its value moves under the main cell, with its label.
 */
export type ColumnShow = 'always' | 'tablet' | 'desktop' | 'under';

export interface Column<Row> {
  /** Unique within the table. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  show?: ColumnShow;
  /** The row's main cell (one per table): names wrap in it, and `under` columns join it on a phone. */
  main?: boolean;
  /** The header cell's text for screen readers when `header` shows none (a column of buttons). */
  srHeader?: boolean;
  /**
   * A column of figures (ranks, times, points, counts, shares): right-aligned, its head with it, so that the digits
   * line up (one class for every table, docs/type-scale.md).
   */
  numeric?: boolean;
  /** Short values (times, numbers, buttons) stay on one line. */
  nowrap?: boolean;
  /** Extra classes of the column's cells (is-mono, a page's own class). */
  className?: string;
  /** A fixed width (`fixed` tables only): the header cell carries it; `phoneWidth` up to 768 px when it differs. */
  width?: string;
  phoneWidth?: string;
  /** The label before the value under the main cell; by default the header when it is text; '' for none. */
  underLabel?: string;
  /** The cell names its row (a statistic in a comparison, a cup): a row header for screen readers. */
  rowHeader?: boolean;
  /** The column can order the table: the key its sort goes by (in the address: ?sort=points). */
  sortKey?: string;
  /** What the column sorts by; a row without a value goes last in either direction. */
  sortValue?: (row: Row) => number | string | undefined;
  /** Larger values first in its own order (points, the newest cup); smaller first otherwise (ranks, names). */
  sortDescending?: boolean;
}

interface ResponsiveTableProps<Row> {
  /** The table's accessible name (a hidden caption). */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Per-row attributes: a highlighted own row, an id to scroll to. */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> | undefined;
  /** Extra table classes (is-striped, a page's own class). */
  className?: string;
  /**
   * Fixed layout: column widths come from the header, so appending rows does not make the browser measure every
   * cell again (long leaderboards). The main column takes the rest and wraps.
   */
  fixed?: boolean;
  /** Rows after the data rows (a total line), in their own tbody. */
  footer?: ReactNode;
  /**
   * The rows' order, by a column's `sortKey` (see useUrlSort, which keeps it in the address); with `onSort`, the
   * sortable columns' headers are buttons.
   */
  sort?: TableSort;
}

const SHOW_CLASSES: Record<ColumnShow, string> = {
  always: '',
  tablet: 'is-hidden-mobile',
  desktop: 'is-hidden-touch',
  under: 'is-hidden-mobile',
};

function cellClass<Row>(column: Column<Row>): string | undefined {
  const classes = [
    SHOW_CLASSES[column.show ?? 'always'],
    column.numeric ? 'rt-num' : '',
    column.nowrap ? 'rt-nowrap' : '',
    column.main ? 'rt-main' : '',
    column.className ?? '',
  ].filter(Boolean);
  return classes.length ? classes.join(' ') : undefined;
}

/**
 * The one table of the site: columns are declared once with where they show, and the table decides per width
 * what shows, what moves under the main cell and what hides. On a phone a column marked `under` is not rendered
 * as a cell at all (no hidden duplicate for screen readers to meet twice); its value joins the main cell.
 */
export function ResponsiveTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowProps,
  className,
  fixed,
  footer,
  sort,
}: ResponsiveTableProps<Row>) {
  const phone = useIsPhone();
  const sortKey = sort?.key;
  const reversed = sort?.reversed ?? false;
  // Sorting hands the rows back as they were, so each keeps its memoised row: a new order only moves them.
  const ordered = useMemo(
    () => (sortKey === undefined ? rows : sortRows(rows, columns, { key: sortKey, reversed })),
    [rows, columns, sortKey, reversed],
  );
  const shown = phone ? columns.filter((column) => column.show !== 'under') : columns;
  const under = phone ? columns.filter((column) => column.show === 'under') : [];
  const tableClass = ['table is-fullwidth is-hoverable rt', fixed ? 'rt-fixed' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="table-container rt-container">
      <table className={tableClass}>
        <caption className="is-sr-only">{label}</caption>
        <thead>
          <tr>
            {shown.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cellClass(column)}
                style={fixed ? widthStyle(column, phone) : undefined}
              >
                {column.srHeader ? (
                  <span className="is-sr-only">{column.header}</span>
                ) : (
                  <HeaderText column={column} sort={sort} />
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {distinctKeys(ordered, rowKey).map(([key, row]) => (
            <TableRow key={key} row={row} shown={shown} under={under} attributes={rowProps?.(row)} />
          ))}
        </tbody>
        {footer && <tbody>{footer}</tbody>}
      </table>
    </div>
  );
}

/** A header's text, or its sort button where the table can be sorted by it. */
function HeaderText<Row>({ column, sort }: { column: Column<Row>; sort: TableSort | undefined }) {
  if (column.sortKey === undefined || !sort?.onSort) return column.header;
  const { sortKey } = column;
  return (
    <SortButton
      sortKey={sortKey}
      active={sort.key === sortKey}
      reversed={sort.reversed}
      descending={column.sortDescending ?? false}
      onSort={sort.onSort}
    >
      {column.header}
    </SortButton>
  );
}

function widthStyle<Row>(column: Column<Row>, phone: boolean) {
  const width = phone ? (column.phoneWidth ?? column.width) : column.width;
  return width ? { width } : undefined;
}

interface TableRowProps<Row> {
  row: Row;
  shown: readonly Column<Row>[];
  under: readonly Column<Row>[];
  attributes: HTMLAttributes<HTMLTableRowElement> | undefined;
}

function TableRowInner<Row>({ row, shown, under, attributes }: TableRowProps<Row>) {
  return (
    <tr {...attributes}>
      {shown.map((column) => {
        const Cell = column.rowHeader ? 'th' : 'td';
        return (
          <Cell key={column.id} scope={column.rowHeader ? 'row' : undefined} className={cellClass(column)}>
            {column.cell(row)}
            {column.main && under.length > 0 && <UnderCell row={row} columns={under} />}
          </Cell>
        );
      })}
    </tr>
  );
}

/**
 * Memoised on its props: Load more appends rows and the rows already shown keep theirs, so they do not render
 * again. It holds only while the caller keeps its columns array (useMemo or a module constant).
 */
const TableRow = memo(
  TableRowInner,
  (before, after) =>
    before.row === after.row &&
    sameItems(before.shown, after.shown) &&
    sameItems(before.under, after.under) &&
    sameAttributes(before.attributes, after.attributes),
) as typeof TableRowInner;

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

function sameAttributes(
  a: HTMLAttributes<HTMLTableRowElement> | undefined,
  b: HTMLAttributes<HTMLTableRowElement> | undefined,
): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a) as (keyof HTMLAttributes<HTMLTableRowElement>)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function UnderCell<Row>({ row, columns }: { row: Row; columns: readonly Column<Row>[] }) {
  return (
    <div className="rt-under">
      {columns.map((column) => {
        const labelText = column.underLabel ?? (typeof column.header === 'string' ? column.header : '');
        return (
          <span key={column.id} className="rt-under-item">
            {labelText && <span className="rt-under-label">{labelText}: </span>}
            {/* The column's own class (is-mono, a colour) styles the value, not its label. */}
            {column.className ? <span className={column.className}>{column.cell(row)}</span> : column.cell(row)}
          </span>
        );
      })}
    </div>
  );
}

/**
 * Each row with a key no other row has. Rows are keyed by what the answer says identifies them (a position, an id),
 * and an answer may repeat one or send it empty: a repeated key gets its row's index, so React never mixes two rows up.
 */
function distinctKeys<Row>(rows: readonly Row[], rowKey: (row: Row) => Key): [Key, Row][] {
  const seen = new Set<Key>();
  return rows.map((row, index) => {
    const key = rowKey(row);
    const distinct = seen.has(key) ? `${String(key)}#${index}` : key;
    seen.add(distinct);
    return [distinct, row];
  });
}
