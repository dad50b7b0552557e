import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { formatNumber } from '../../lib/format';
import { formatRaceTime } from '../../lib/raceTime';
import type { CompetitionResult } from './api';

interface ResultsTableProps {
  caption: string;
  results: CompetitionResult[];
  /** The score is a race time (the qualification); match scores are not shown. */
  showTime?: boolean;
  /** A tag for the first place ("Cup winner" in Division 1). */
  winnerTag?: string;
}

/** Rank and player, plus the time for the qualification. */
export function ResultsTable({ caption, results, showTime = false, winnerTag }: ResultsTableProps) {
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-hoverable is-narrow cotd-table">
        <caption className="is-sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            {showTime && (
              <th scope="col" className="has-text-right">
                Time
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {results.map((result) => (
            <tr key={result.player.id}>
              <td>{formatNumber(result.position)}</td>
              <td>
                <PlayerHoverPopup player={result.player} showTag showFlag />
                {winnerTag && result.position === 1 && <span className="tag is-success ml-2">{winnerTag}</span>}
              </td>
              {showTime && (
                // A player without a finish has no time (0 or -1).
                <td className="has-text-right is-mono">{result.score > 0 ? formatRaceTime(result.score) : '-'}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
