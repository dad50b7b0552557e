import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import type { GameMap } from '../../api/types';
import { GameText } from '../../components/GameText';
import { RateLimitNote } from '../../components/RateLimitNote';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { useUrlParam } from '../../components/useUrlParam';
import { countOf, formatNumber } from '../../lib/format';
import { toPlainText } from '../../lib/gameText';
import { formatScore, mapKindOf, medalFor, type MapKind, type Medal } from '../../lib/leaderboard';
import {
  countMedals,
  filterAndSort,
  formatGap,
  formatMedalCounts,
  nextMedal,
  parseRecordFilter,
  parseRecordSort,
  RECORD_FILTERS,
  RECORD_SORTS,
  topPercent,
  type MapStanding,
  type RecordFilter,
  type RecordSort,
} from '../../lib/records';
import type { LeaderboardAnswer, PersonalRecord } from '../leaderboard/api';
import { MedalIcon, personalScore, RecordRank, REMOVED_TOOLTIP } from '../leaderboard/public';
import { recordQueries } from './api';
import { LoadingText } from '../../components/LoadingText';

/** One map of the grid: where its leaderboard is, and what it is called there. */
export interface RecordMap {
  map: GameMap;
  group: string;
  /** The map leaderboard page of this map in its context (a campaign's, a day's). */
  href: string;
  /** Before the name: the day of a month ("3"), a campaign's map number. */
  label?: string;
}

interface RecordsGridProps {
  /** What the grid covers, for its table name: "this campaign", "November 2024". */
  what: string;
  maps: readonly RecordMap[];
  accountId: string;
  /** The leaderboards no longer change: their answers are kept for the visit. */
  closed: boolean;
  /** More summary lines (the campaign position). */
  children?: ReactNode;
  /**
   * Put before the grid's address parameters ("seasonal-" gives ?seasonal-records=…), where a page holds several
   * grids: each grid's filter and sort then act on that grid only.
   */
  paramPrefix?: string;
}

interface Row {
  entry: RecordMap;
  kind: MapKind;
  state: 'loading' | 'error' | 'none' | 'record';
  error: unknown;
  record: PersonalRecord | undefined;
  score: number | undefined;
  medal: Medal | undefined;
  next: { medal: Medal; gap: number } | undefined;
  top: string | undefined;
}

const FILTER_PARAM = 'records';
const SORT_PARAM = 'sort';

function rowOf(entry: RecordMap, personal: UseQueryResult<PersonalRecord>, board: UseQueryResult<LeaderboardAnswer>): Row {
  const kind = mapKindOf(entry.map.mapType);
  const record = personal.data;
  const score = personalScore(record, kind);
  const has = record !== undefined && (record.rank !== undefined || score !== undefined);
  const state = personal.isError ? 'error' : personal.isPending ? 'loading' : has ? 'record' : 'none';
  const medal = has ? medalFor(score, entry.map, kind) : undefined;
  return {
    entry,
    kind,
    state,
    error: personal.error,
    record: has ? record : undefined,
    score,
    medal,
    next: has ? nextMedal(score, entry.map, kind) : undefined,
    top: has ? topPercent(record.rank, board.data?.playercount) : undefined,
  };
}

/**
 * The signed-in player's record on every map of a campaign or a month: medal, time, rank, share of players ahead and
 * the gap to the next medal, with a summary, a filter and a sort kept in the address. Cells fill in as answers arrive
 * (the shared scheduler asks three at a time); leaving the page drops what is still queued.
 */
export function RecordsGrid({ what, maps, accountId, closed, children, paramPrefix = '' }: RecordsGridProps) {
  const filterParam = `${paramPrefix}${FILTER_PARAM}`;
  const sortParam = `${paramPrefix}${SORT_PARAM}`;
  const controlId = useId();
  const personal = useQueries({ queries: maps.map((entry) => recordQueries.personal(entry.group, entry.map.mapUid, accountId, closed)) });
  const boards = useQueries({ queries: maps.map((entry) => recordQueries.playerCount(entry.group, entry.map.mapUid, closed)) });
  const [params, setUrl] = useUrlParam(filterParam, sortParam);
  const filter = parseRecordFilter(params.get(filterParam));
  const sort = parseRecordSort(params.get(sortParam));

  const rows = maps.flatMap((entry, index) => {
    const own = personal[index];
    const board = boards[index];
    return own && board ? [rowOf(entry, own, board)] : [];
  });
  const settled = rows.filter((row) => row.state !== 'loading');
  const failed = rows.filter((row) => row.state === 'error');
  const shown = filterAndSort(rows, filter, sort);

  const choose = (name: string, value: string, fallback: string) => setUrl({ [name]: value === fallback ? null : value });

  const retry = () => {
    personal.forEach((query) => {
      if (query.isError) void query.refetch();
    });
  };

  return (
    <div className="records-grid">
      <p className="records-summary" aria-live="polite">
        {settled.length < rows.length ? (
          <span className="records-progress">
            {formatNumber(settled.length)} of {countOf(rows.length, 'map')}
          </span>
        ) : null}
        <span>{formatMedalCounts(countMedals(settled.flatMap((row) => (row.state === 'error' ? [] : [standingOf(row)]))))}</span>
        {/* Unlike the holders of a map's leaderboard ("Gold or better"), a map counts once here: Gold leaves out Author. */}
        <span className="records-summary-note">Each map counts once, under its best medal.</span>
      </p>
      {children}
      <RateLimitNote />
      {failed.length > 0 && (
        <div className="notification is-warning" role="alert">
          <p className="block">
            {countOf(failed.length, 'map')} could not be loaded: {errorMessage(failed[0]?.error)}
          </p>
          <button type="button" className="button is-small" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      <div className="field is-grouped is-grouped-multiline records-controls">
        <Choice label="Show" id={`${controlId}-filter`} value={filter} options={RECORD_FILTERS} onChange={(value) => choose(filterParam, value, 'all')} />
        <Choice label="Sort" id={`${controlId}-sort`} value={sort} options={RECORD_SORTS} onChange={(value) => choose(sortParam, value, 'map')} />
      </div>
      {shown.length === 0 ? (
        <p className="notification" role="status">
          {filter === 'missing-gold' && settled.length === rows.length ? 'You have gold or better on every map.' : 'No map to show.'}
        </p>
      ) : (
        <RecordsTable what={what} rows={shown} />
      )}
    </div>
  );
}

function Choice<Id extends RecordFilter | RecordSort>(props: {
  label: string;
  id: string;
  value: Id;
  options: readonly { id: Id; label: string }[];
  onChange: (value: Id) => void;
}) {
  const { label, id, value, options, onChange } = props;
  return (
    <div className="control">
      <label className="label is-small" htmlFor={id}>
        {label}
      </label>
      <div className="select is-small">
        <select
          id={id}
          value={value}
          onChange={(event) => {
            const picked = options.find((option) => option.id === event.target.value);
            if (picked) onChange(picked.id);
          }}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function RecordsTable({ what, rows }: { what: string; rows: readonly Row[] }) {
  return <ResponsiveTable label={`Your records on ${what}`} className="records-table" columns={COLUMNS} rows={rows} rowKey={(row) => `${row.entry.group}/${row.entry.map.mapUid}`} />;
}

/** A settled row as the summary counts it: its medal, driven without one, or never driven. */
const standingOf = (row: Row): MapStanding => (row.state === 'record' ? (row.medal ?? 'none') : 'undriven');

const nameOf = (entry: RecordMap) => toPlainText(entry.map.name).trim() || entry.map.mapUid;

/** A cell for a row without a record yet: loading, failed or none. */
function Missing({ row }: { row: Row }) {
  if (row.state === 'loading') return <span className="records-loading">
        <LoadingText />
      </span>;
  if (row.state === 'error') return <span className="has-text-danger">Could not load</span>;
  return <span className="records-none">Not driven</span>;
}

/** On a phone: the map with its medal, the record, and rank and next medal under it. */
const COLUMNS: Column<Row>[] = [
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
    // A map driven without a medal reads "No medal"; one never driven leaves the cell empty (its record says so). The
    // words may take two lines: on one they push the table past a 360 px phone's edge.
    cell: (row) => (row.state !== 'record' ? null : row.medal ? <MedalIcon medal={row.medal} /> : <span className="records-none">No medal</span>),
  },
  {
    id: 'record',
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
    header: 'Rank',
    show: 'under',
    nowrap: true,
    cell: ({ record }) => <RecordRank record={record} />,
  },
  { id: 'top', header: 'Top', show: 'tablet', nowrap: true, cell: (row) => row.top ?? '-' },
  {
    id: 'next',
    header: 'Next medal',
    show: 'under',
    cell: (row) => (row.next ? formatGap(row.next, row.kind) : row.medal === 'author' ? 'Author medal: none above' : '-'),
  },
];
