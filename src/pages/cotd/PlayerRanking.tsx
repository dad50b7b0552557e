import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { ButtonGroup } from '../../components/ButtonGroup';
import { HeadedSection } from '../../components/HeadedSection';
import { QueryLoadMore } from '../../components/LoadMoreButton';
import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { ProgressBar } from '../../components/ProgressBar';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { UnreadNote } from '../../components/UnreadNote';
import { formatNumber } from '../../lib/format';
import { mergeByKey } from '../../lib/mergeByKey';
import { type RankingPage, type RankingRow } from '../../data/cotd';
import { RANKING_SORTS, type RankingSort } from './filters';
import { RANKING_COLUMNS, type RankingCell, type RankingColumn } from './ranking';

interface PlayerRankingProps {
  sort: RankingSort;
  reruns: boolean;
  onSort: (sort: RankingSort) => void;
  onReruns: (reruns: boolean) => void;
  query: UseInfiniteQueryResult<InfiniteData<RankingPage>>;
}

/** The left column: the all-time player ranking with its sort buttons and the Include reruns switch. */
export function PlayerRanking({ sort, reruns, onSort, onReruns, query }: PlayerRankingProps) {
  const pages = query.data?.pages ?? [];
  const rows = mergeByKey(
    pages.map((page) => page.players),
    (row) => row.position,
  );
  return (
    <HeadedSection title="Player ranking">
      <div className="cotd-controls">
        <ButtonGroup
          options={RANKING_SORTS}
          value={sort}
          onChange={onSort}
          label="Sort the ranking by"
          className="mb-0"
        />
        <label className="checkbox">
          <input
            type="checkbox"
            className="mr-2"
            checked={reruns}
            onChange={(event) => onReruns(event.target.checked)}
          />
          Include reruns
        </label>
      </div>
      {query.isPending && (
        // As tall as the first page that comes: on a phone the cups below do not jump down when it arrives.
        <div className="cotd-ranking-placeholder">
          <ProgressBar label="Loading the player ranking…" />
        </div>
      )}
      {query.isError && <RankingWarning message={errorMessage(query.error)} />}
      {query.isSuccess && rows.length === 0 && (
        <p className="notification" role="status">
          No players are ranked yet.
        </p>
      )}
      {rows.length > 0 && <RankingTable sort={sort} rows={rows} />}
      <UnreadNote lists={pages} one="player" />
      <QueryLoadMore query={query} label="Load more players" />
    </HeadedSection>
  );
}

/** The spec's warning notification with a warning icon; the sign is decoration, the text carries the meaning. */
function RankingWarning({ message }: { message: string }) {
  return (
    <div className="notification is-warning cotd-warning" role="alert">
      <span className="cotd-warning-icon" aria-hidden="true">
        ⚠
      </span>
      <span>
        <strong>The player ranking is not available.</strong> {message}
      </span>
    </div>
  );
}

const POSITION: Column<RankingRow> = {
  id: 'position',
  numeric: true,
  header: '#',
  nowrap: true,
  cell: (row) => formatNumber(row.position),
};
const PLAYER: Column<RankingRow> = {
  id: 'player',
  header: 'Player',
  main: true,
  cell: (row) => <PlayerHoverPopup player={row.player} showTag showFlag />,
};

/**
 * The reruns-alone count is the one a phone can spare: it goes under the player's name there, so the sorted number
 * and the total keep their own columns beside a whole name.
 */
const UNDER_ON_A_PHONE = new Set(['Reruns']);

function numberColumn(column: RankingColumn): Column<RankingRow> {
  return {
    id: column.header,
    header: column.header,
    numeric: true,
    nowrap: true,
    show: UNDER_ON_A_PHONE.has(column.header) ? 'under' : 'always',
    cell: (row) => <NumberCell cell={column.cell(row)} />,
  };
}

// One columns array per sort, made once: Load more then draws only the new rows.
const tableColumns = (sort: RankingSort): readonly Column<RankingRow>[] => [
  POSITION,
  PLAYER,
  ...RANKING_COLUMNS[sort].map(numberColumn),
];
const TABLE_COLUMNS: Record<RankingSort, readonly Column<RankingRow>[]> = {
  totalplayed: tableColumns('totalplayed'),
  wins: tableColumns('wins'),
  winstreak: tableColumns('winstreak'),
};

function RankingTable({ sort, rows }: { sort: RankingSort; rows: RankingRow[] }) {
  return (
    <ResponsiveTable
      label="Player ranking"
      className="is-narrow cotd-table"
      columns={TABLE_COLUMNS[sort]}
      rows={rows}
      rowKey={(row) => row.position}
    />
  );
}

function NumberCell({ cell }: { cell: RankingCell }) {
  return (
    <>
      <span className={cell.muted ? 'has-text-grey' : undefined}>{formatNumber(cell.value)}</span>
      {cell.share !== undefined && <span className="has-text-grey is-size-7 cotd-share">{` (${cell.share})`}</span>}
    </>
  );
}
