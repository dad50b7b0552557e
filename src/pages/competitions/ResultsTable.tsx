import { GameText } from '../../components/GameText';
import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { formatNumber } from '../../lib/format';
import { formatRaceTime } from '../../lib/raceTime';
import type { EventResult } from './api';

export type ScoreKind = 'time' | 'points';

interface ResultsTableProps {
  caption: string;
  results: EventResult[];
  /** Challenges rank by race time (ms); matches and leaderboards by points. */
  scoreKind: ScoreKind;
}

function hasTeam(result: EventResult): boolean {
  return (typeof result.team === 'string' && result.team !== '') || typeof result.team === 'number';
}

/** A team name is game text; some answers carry a team number instead. */
function TeamCell({ team }: { team: EventResult['team'] }) {
  if (typeof team === 'string' && team !== '') return <GameText text={team} />;
  if (typeof team === 'number') return <>Team {formatNumber(team)}</>;
  return <>-</>;
}

function Score({ score, kind }: { score: number; kind: ScoreKind }) {
  if (typeof score !== 'number' || !Number.isFinite(score)) return <>-</>;
  // A player without a finish has no time (0 or -1).
  if (kind === 'time') return <>{score > 0 ? formatRaceTime(score) : '-'}</>;
  return <>{formatNumber(score)}</>;
}

/** Position, player, score and, in team events, the team. */
export function ResultsTable({ caption, results, scoreKind }: ResultsTableProps) {
  const teams = results.some(hasTeam);
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-hoverable is-narrow event-results">
        <caption className="is-sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Position</th>
            <th scope="col">Player</th>
            <th scope="col" className="has-text-right">
              {scoreKind === 'time' ? 'Time' : 'Score'}
            </th>
            {teams && <th scope="col">Team</th>}
          </tr>
        </thead>
        <tbody>
          {results.map((result) => (
            <tr key={result.player.id}>
              <td>{formatNumber(result.position)}</td>
              <td>
                <PlayerHoverPopup player={result.player} showTag showFlag />
              </td>
              <td className="has-text-right is-mono">
                <Score score={result.score} kind={scoreKind} />
              </td>
              {teams && (
                <td>
                  <TeamCell team={result.team} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
