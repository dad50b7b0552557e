import { useInfiniteQuery } from '@tanstack/react-query';
import { PagedListFoot } from '../../components/PagedListFoot';
import { ProgressBar } from '../../components/ProgressBar';
import { formatNumber } from '../../lib/format';
import { mergeByKey } from '../../lib/mergeByKey';
import { DATA_API_DOWN_HINT } from '../../lib/site';
import { RankedPlayerCells } from './RankedPlayerCells';
import { rankKey, rankRows, topQueries, ZONE_ESTIMATE_NOTE, type TrophyRank } from './api';

/** A zone's ranking (the world's without one): the note, the table with the gap to first place, Load more. */
export function TrophyList({ zoneId }: { zoneId: string | undefined }) {
  const query = useInfiniteQuery(topQueries.trophies(zoneId));
  const pages = query.data?.pages ?? [];
  const rows = mergeByKey(pages.map((page) => rankRows(page.ranks)), rankKey);
  // The server's note speaks for the world ranking; zone ranks are estimates (spec §8).
  const note = zoneId === undefined ? (pages[0]?.note ?? '') : ZONE_ESTIMATE_NOTE;

  return (
    <>
      {note !== '' && <p className="notification top-note">{note}</p>}
      {query.isPending && <ProgressBar label="Loading the ranking…" />}
      {query.isSuccess && rows.length === 0 && (
        <p className="notification" role="status">
          {zoneId === undefined ? 'The trophy ranking is empty right now.' : 'No players are ranked in this zone yet.'}
        </p>
      )}
      {rows.length > 0 && <TrophyTable rows={rows} />}
      <PagedListFoot query={query} errorTitle={{ first: 'Could not load the ranking', more: 'Could not load more of the ranking' }} errorHint={<p>{DATA_API_DOWN_HINT}</p>} />
    </>
  );
}

function TrophyTable({ rows }: { rows: TrophyRank[] }) {
  const first = rows[0]?.score ?? 0;
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-hoverable top-table">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            <th scope="col" className="has-text-right">
              Score
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rankKey(row)}>
              <RankedPlayerCells rank={row.rank} player={row.player} />
              <td className="has-text-right">
                <span className="top-score">{formatNumber(row.score)}</span>
                {index > 0 && <Gap points={first - row.score} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How far behind first place the row is, in points. */
function Gap({ points }: { points: number }) {
  return (
    <span className="top-gap">
      −{formatNumber(points)}
      <span className="is-sr-only"> behind first place</span>
    </span>
  );
}
