import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { formatNumber } from '../../lib/format';
import { winnerIndex } from '../../lib/matchRules';
import { scoreOf, type MatchPlayer, type MatchTeam } from './api';
import { PlayerTags, WinnerCheck, pointsChange } from './PlayerTags';

interface TeamColumnsProps {
  teams: MatchTeam[];
  players: MatchPlayer[];
  status: string | undefined;
}

/** A team match: one column per team with its score, its players, and the winner check once the match is completed. */
export function TeamColumns({ teams, players, status }: TeamColumnsProps) {
  const winner = winnerIndex(status, teams);
  return (
    <div className="columns match-teams">
      {teams.map((team, position) => (
        <div key={team.index} className="column">
          <TeamColumn
            // Team indexes start at 0 in the API; people count from 1.
            title={`Team ${position + 1}`}
            team={team}
            members={players.filter((entry) => entry.team === team.index)}
            isWinner={winner === team.index}
          />
        </div>
      ))}
    </div>
  );
}

interface TeamColumnProps {
  title: string;
  team: MatchTeam;
  members: MatchPlayer[];
  isWinner: boolean;
}

function TeamColumn({ title, team, members, isWinner }: TeamColumnProps) {
  const sorted = [...members].sort((a, b) => scoreOf(b.score) - scoreOf(a.score));
  const hasPoints = sorted.some((entry) => pointsChange(entry) !== undefined);
  return (
    <section className={`box match-team match-team-${team.index % 2 === 0 ? 'a' : 'b'}`} aria-label={title}>
      <h2 className="title is-4 match-team-title">
        {title} {isWinner && <WinnerCheck />}
      </h2>
      <p className="match-team-score">
        Score <span className="is-size-3 has-text-weight-bold">{formatNumber(scoreOf(team.score))}</span>
      </p>
      {sorted.length === 0 ? (
        <p className="has-text-grey-light">No players listed.</p>
      ) : (
        <table className="table is-fullwidth is-narrow">
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Score</th>
              {hasPoints && <th scope="col">Points</th>}
            </tr>
          </thead>
          <tbody>
            {sorted.map((entry, index) => (
              <tr key={`${entry.player.id}-${index}`}>
                <td>
                  <PlayerHoverPopup player={entry.player} showTag /> <PlayerTags entry={entry} />
                </td>
                <td className="is-mono">{formatNumber(scoreOf(entry.score))}</td>
                {hasPoints && <td className="is-mono">{pointsChange(entry) ?? '-'}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
