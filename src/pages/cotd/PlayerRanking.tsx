import { useId } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { ButtonGroup } from '../../components/ButtonGroup';
import { QueryLoadMore } from '../../components/LoadMoreButton';
import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { ProgressBar } from '../../components/ProgressBar';
import { formatNumber } from '../../lib/format';
import { mergeByKey } from '../../lib/mergeByKey';
import { type RankingPage, type RankingRow } from './api';
import { listOf } from '../../lib/listOf';
import { RANKING_SORTS, type RankingSort } from './filters';
import { RANKING_COLUMNS, type RankingCell } from './ranking';

interface PlayerRankingProps {
  sort: RankingSort;
  reruns: boolean;
  onSort: (sort: RankingSort) => void;
  onReruns: (reruns: boolean) => void;
  query: UseInfiniteQueryResult<InfiniteData<RankingPage>>;
}

/** The left column: the all-time player ranking with its sort buttons and the Include reruns switch. */
export function PlayerRanking({ sort, reruns, onSort, onReruns, query }: PlayerRankingProps) {
  const headingId = useId();
  const rows = mergeByKey(
    (query.data?.pages ?? []).map((page) => listOf(page.players)),
    (row) => row.position,
  );
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="title is-4">
        Player ranking
      </h2>
      <div className="cotd-controls">
        <ButtonGroup options={RANKING_SORTS} value={sort} onChange={onSort} label="Sort the ranking by" className="mb-0" />
        <label className="checkbox">
          <input type="checkbox" className="mr-2" checked={reruns} onChange={(event) => onReruns(event.target.checked)} />
          Include reruns
        </label>
      </div>
      {query.isPending && <ProgressBar label="Loading the player ranking…" />}
      {query.isError && <RankingWarning message={errorMessage(query.error)} />}
      {query.isSuccess && rows.length === 0 && (
        <p className="notification" role="status">
          No players are ranked yet.
        </p>
      )}
      {rows.length > 0 && <RankingTable sort={sort} rows={rows} />}
      <QueryLoadMore query={query} label="Load more players" />
    </section>
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

function RankingTable({ sort, rows }: { sort: RankingSort; rows: RankingRow[] }) {
  const columns = RANKING_COLUMNS[sort];
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-hoverable is-narrow cotd-table">
        <caption className="is-sr-only">Player ranking</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Player</th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="has-text-right">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.position}>
              <td>{formatNumber(row.position)}</td>
              <td>
                <PlayerHoverPopup player={row.player} showTag showFlag />
              </td>
              {columns.map((column) => (
                <NumberCell key={column.header} cell={column.cell(row)} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function NumberCell({ cell }: { cell: RankingCell }) {
  return (
    <td className={cell.muted ? 'has-text-right has-text-grey' : 'has-text-right'}>
      {formatNumber(cell.value)}
      {cell.share !== undefined && <span className="has-text-grey is-size-7 cotd-share">{` (${cell.share})`}</span>}
    </td>
  );
}
