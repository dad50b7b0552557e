import { DivisionIcon } from '../../components/DivisionIcon';
import { ProgressBar } from '../../components/ProgressBar';
import { divisionName, divisionProgress, standingScore } from '../../lib/matchmaking';
import { RankedPlayerCells } from './RankedPlayerCells';
import { rankKey, type MatchmakingRank } from './api';

/** The matchmaking ranking: rank, player, and the division with score (or wins) and the way to the next one. */
export function MatchmakingTable({ rows }: { rows: MatchmakingRank[] }) {
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-hoverable top-table">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            <th scope="col">Division</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rankKey(row)}>
              <RankedPlayerCells rank={row.rank} player={row.player} />
              <td>
                <DivisionCell row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DivisionCell({ row }: { row: MatchmakingRank }) {
  const progress = divisionProgress(row);
  return (
    <div className="top-division">
      <DivisionIcon division={row.division} />
      <span className="top-division-text">
        <span className="is-hidden-mobile">{divisionName(row.division)} · </span>
        {standingScore(row)}
      </span>
      {progress !== undefined && (
        <ProgressBar
          className="is-link top-division-progress"
          value={Math.round(progress * 100)}
          max={100}
          label={`Progress to ${divisionName(row.division_next)}`}
        />
      )}
    </div>
  );
}
