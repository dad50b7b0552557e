import { GameText } from '../../components/GameText';
import { PlayerLink } from '../../components/PlayerLink';
import { listOf } from '../../lib/listOf';
import type { Team } from './api';

/** The Teams tab: each team's name and players. */
export function TeamsTab({ teams }: { teams: Team[] }) {
  return (
    <section aria-labelledby="teams-heading">
      <h2 id="teams-heading" className="title is-4">
        Teams
      </h2>
      <ul className="team-grid">
        {teams.map((team) => {
          const players = listOf(team.players);
          const headingId = `team-${team.id}`;
          return (
            <li key={team.id} className="box team-card" aria-labelledby={headingId}>
              <h3 id={headingId} className="title is-6">
                <GameText text={team.name || `Team ${team.id}`} />
              </h3>
              {players.length === 0 ? (
                <p>No players listed.</p>
              ) : (
                <ul aria-label="Players">
                  {players.map((player) => (
                    <li key={player.id}>
                      <PlayerLink player={player} showTag />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
