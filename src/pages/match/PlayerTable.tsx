import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { formatNumber } from '../../lib/format';
import { scoreOf, type MatchPlayer } from './api';

const ranked = (rank: number | undefined): rank is number => typeof rank === 'number' && rank > 0;

/** Ranked players first by rank; unranked ones keep their order after them. */
export function sortByRank(players: MatchPlayer[]): MatchPlayer[] {
  return [...players].sort((a, b) => {
    if (ranked(a.rank) && ranked(b.rank)) return a.rank - b.rank;
    return Number(ranked(b.rank)) - Number(ranked(a.rank));
  });
}

/** Rank, Player, Score; a rank that is not above 0 (not ranked yet) shows "-". */
export function PlayerTable({ players, label }: { players: MatchPlayer[]; label: string }) {
  if (players.length === 0) return <p className="notification">No players are listed for this match yet.</p>;
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-hoverable match-players" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {sortByRank(players).map((entry, index) => (
            <tr key={`${entry.player.id}-${index}`}>
              <td>{ranked(entry.rank) ? formatNumber(entry.rank) : '-'}</td>
              <td>
                <PlayerHoverPopup player={entry.player} showTag />
              </td>
              <td className="is-mono">{formatNumber(scoreOf(entry.score))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
