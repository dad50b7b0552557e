import { Link } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { LoadingText } from '../../components/LoadingText';
import type { Column } from '../../components/ResponsiveTable';
import { toPlainText } from '../../lib/gameText';
import { formatScore } from '../../lib/leaderboard';
import { formatGap } from '../../lib/records';
import { MedalChip } from '../../components/MedalChip';
import { RecordRank, REMOVED_TOOLTIP } from '../leaderboard/public';
import { ChangeCell } from './RecordChanges';
import type { RecordMap, RecordRow } from './recordRows';
import { BY_NEXT_MEDAL } from './recordSorts';

const nameOf = (entry: RecordMap) => toPlainText(entry.map.name).trim() || entry.map.mapUid;

/** A cell for a row without a record yet: loading, failed or none. */
function Missing({ row }: { row: RecordRow }) {
  if (row.state === 'loading') {
    return (
      <span className="records-loading">
        <LoadingText />
      </span>
    );
  }
  if (row.state === 'error') return <span className="has-text-danger">Could not load</span>;
  return <span className="records-none">Not driven</span>;
}

/** On a phone: the map with its medal, the record, and rank and next medal under it. */
export const RECORD_COLUMNS: readonly Column<RecordRow>[] = [
  {
    id: 'map',
    header: 'Map',
    main: true,
    cell: ({ entry }) => (
      <Link to={entry.href} title={`Leaderboard of ${nameOf(entry)}`}>
        {entry.label !== undefined && <span className="records-label">{entry.label} </span>}
        {toPlainText(entry.map.name).trim() ? <GameText text={entry.map.name} /> : entry.map.mapUid}
      </Link>
    ),
  },
  {
    id: 'medal',
    header: 'Medal',
    // A dense table: the medal's short chip ("G", named "Gold medal"), a dash named "No medal" for a map driven
    // without one; one never driven leaves the cell empty (its record says so).
    nowrap: true,
    cell: (row) => (row.state !== 'record' ? null : <MedalChip medal={row.medal} short />),
  },
  {
    id: 'record',
    numeric: true,
    header: 'Record',
    className: 'is-mono',
    // The score keeps one line; a Removed tag goes under it where the column has no room for both (a phone).
    cell: (row) =>
      row.state === 'record' ? (
        <>
          <span className="rt-nowrap">{formatScore(row.score, row.kind)}</span>
          {row.record?.removed && (
            <>
              {' '}
              <span className="tag is-danger" title={REMOVED_TOOLTIP}>
                Removed
              </span>
            </>
          )}
        </>
      ) : (
        <Missing row={row} />
      ),
  },
  {
    id: 'rank',
    numeric: true,
    header: 'Rank',
    show: 'under',
    nowrap: true,
    cell: ({ record }) => <RecordRank record={record} />,
  },
  { id: 'top', numeric: true, header: 'Top', show: 'tablet', nowrap: true, cell: (row) => row.top ?? '-' },
  {
    id: 'next',
    header: 'Next medal',
    show: 'under',
    // Sorted from the Sort picker above the grid, not from this header (see RecordsGrid).
    ...BY_NEXT_MEDAL,
    cell: (row) =>
      row.next ? formatGap(row.next, row.kind) : row.medal === 'author' ? 'Author medal: none above' : '-',
  },
];

/** What moved since the last visit: its own column from a tablet on, a line under the map on a phone. */
const CHANGES_COLUMN: Column<RecordRow> = {
  id: 'changes',
  header: 'Since last visit',
  show: 'under',
  cell: (row) => <ChangeCell row={row} />,
};

/** The grid's columns with the changes since the last visit (none kept yet: without them). */
export const RECORD_COLUMNS_WITH_CHANGES: readonly Column<RecordRow>[] = [...RECORD_COLUMNS, CHANGES_COLUMN];
