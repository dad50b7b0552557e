import { useId, type ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { RateLimitNote } from '../../components/RateLimitNote';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { useUrlSort, type TableSort } from '../../components/tableSort';
import { useUrlParam } from '../../components/useUrlParam';
import { countOf, formatNumber } from '../../lib/format';
import { countMedals, filterRecords, formatMedalCounts, parseRecordFilter, RECORD_FILTERS } from '../../lib/records';
import { recordQueries } from '../../data/records';
import { ChangesFilter, ChangesSummary, rowChanged } from './RecordChanges';
import { RECORD_COLUMNS, RECORD_COLUMNS_WITH_CHANGES } from './recordColumns';
import { rowKey, rowOf, standingOf, wantsPlayerCount, type RecordMap, type RecordRow } from './recordRows';
import { MAP_ORDER, RECORD_SORTS } from './recordSorts';
import { useRecordChanges } from './useRecordChanges';

interface RecordsGridProps {
  /** What the grid covers, for its table name: "this campaign", "November 2024". */
  what: string;
  maps: readonly RecordMap[];
  /** Whose maps these are and which set (a campaign, a month): what moved since the last visit is kept per both. */
  accountId: string;
  scope: string;
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

const FILTER_PARAM = 'records';
const SORT_PARAM = 'sort';
const CHANGED_PARAM = 'changed';

/**
 * The signed-in player's record on every map of a campaign or a month: medal, time, rank, share of players ahead and
 * the gap to the next medal, with a summary, a filter and a sort kept in the address. Cells fill in as answers arrive
 * (the shared scheduler asks three at a time); leaving the page drops what is still queued.
 */
export function RecordsGrid({ what, maps, accountId, scope, closed, children, paramPrefix = '' }: RecordsGridProps) {
  const filterParam = `${paramPrefix}${FILTER_PARAM}`;
  const changedParam = `${paramPrefix}${CHANGED_PARAM}`;
  const controlId = useId();
  const personal = useQueries({
    queries: maps.map((entry) => recordQueries.personal(entry.group, entry.map.mapUid, accountId, closed)),
  });
  // A map's player count only gives the share of players ahead of a record: asked once the record is in, and only
  // for a map where the player has a rank: fewer requests, and none of them ahead of the records themselves.
  const boards = useQueries({
    queries: maps.map((entry, index) => ({
      ...recordQueries.playerCount(entry.group, entry.map.mapUid, closed),
      enabled: wantsPlayerCount(personal[index]?.data),
    })),
  });
  const changes = useRecordChanges(accountId, scope, maps, personal, boards);
  const [params, setUrl] = useUrlParam(filterParam, changedParam);
  const filter = parseRecordFilter(params.get(filterParam));
  // Only changed maps (?changed=1): nothing to filter by before anything was kept.
  const changedOnly = params.get(changedParam) === '1' && !changes.first;
  // Chosen in the Sort picker (the headers stay text): the maps' order, or closest to the next medal first.
  const sort = useUrlSort(RECORD_COLUMNS, { fallback: MAP_ORDER, param: `${paramPrefix}${SORT_PARAM}` });

  const rows = maps.flatMap((entry, index) => {
    const own = personal[index];
    const board = boards[index];
    return own && board ? [{ ...rowOf(entry, own, board), move: changes.moves.get(entry.map.mapUid) }] : [];
  });
  const settled = rows.filter((row) => row.state !== 'loading');
  const failed = rows.filter((row) => row.state === 'error');
  // A failed player count leaves a record's "Top" blank: said, and asked again with Try again, as a failed record is.
  const countsFailed = boards.filter((query) => query.isError);
  const filtered = filterRecords(rows, filter);
  const shown = changedOnly ? filtered.filter(rowChanged) : filtered;

  const retry = () => {
    for (const query of [...personal, ...boards]) {
      if (query.isError) void query.refetch();
    }
  };

  return (
    <div className="records-grid">
      <p className="records-summary" aria-live="polite">
        {settled.length < rows.length ? (
          <span className="records-progress">
            {formatNumber(settled.length)} of {countOf(rows.length, 'map')}
          </span>
        ) : null}
        <span>
          {formatMedalCounts(countMedals(settled.flatMap((row) => (row.state === 'error' ? [] : [standingOf(row)]))))}
        </span>
        {/* Unlike the holders of a map's leaderboard ("Gold or better"), a map counts once here: Gold leaves out Author. */}
        <span className="records-summary-note">Each map counts once, under its best medal.</span>
      </p>
      {children}
      <ChangesSummary changes={changes} />
      <RateLimitNote />
      {(failed.length > 0 || countsFailed.length > 0) && (
        <div className="notification is-warning" role="alert">
          <p className="block">
            {failed.length > 0
              ? `${countOf(failed.length, 'map')} could not be loaded: ${errorMessage(failed[0]?.error)}`
              : `The player counts of ${countOf(countsFailed.length, 'map')} could not be loaded, so "Top" is left blank: ${errorMessage(countsFailed[0]?.error)}`}
          </p>
          <button type="button" className="button is-small" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      <div className="field is-grouped is-grouped-multiline records-controls">
        <Choice
          label="Show"
          id={`${controlId}-filter`}
          value={filter}
          options={RECORD_FILTERS.list}
          onChange={(value) => setUrl({ [filterParam]: RECORD_FILTERS.param(value) })}
        />
        <Choice label="Sort" id={`${controlId}-sort`} value={sort.key} options={RECORD_SORTS} onChange={sort.choose} />
        {!changes.first && (
          <ChangesFilter
            checked={changedOnly}
            onChange={(checked) => setUrl({ [changedParam]: checked ? '1' : null })}
          />
        )}
      </div>
      {shown.length === 0 ? (
        <p className="notification" role="status">
          {changedOnly && settled.length === rows.length
            ? 'No map changed since your last visit.'
            : filter === 'missing-gold' && settled.length === rows.length
              ? 'You have gold or better on every map.'
              : 'No map to show.'}
        </p>
      ) : (
        <RecordsTable
          what={what}
          rows={shown}
          sort={{ key: sort.key, reversed: sort.reversed }}
          withChanges={!changes.first}
        />
      )}
    </div>
  );
}

function Choice<Id extends string>(props: {
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
      <ChoiceSelect id={id} value={value} choices={options} onChange={onChange} />
    </div>
  );
}

/** Sorted without `onSort`: the headers stay text, the Sort picker sorts. */
function RecordsTable({
  what,
  rows,
  sort,
  withChanges,
}: {
  what: string;
  rows: readonly RecordRow[];
  sort: TableSort;
  withChanges: boolean;
}) {
  const columns = withChanges ? RECORD_COLUMNS_WITH_CHANGES : RECORD_COLUMNS;
  return (
    <ResponsiveTable
      label={`Your records on ${what}`}
      className="records-table"
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      sort={sort}
    />
  );
}
