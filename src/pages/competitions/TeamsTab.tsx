import { GameText } from '../../components/GameText';
import { PlayerLink } from '../../components/PlayerLink';
import type { Team } from '../../data/competitions';

/** The Teams tab: each team's name and players. */
export function TeamsTab({ teams }: { teams: Team[] }) {
  return (
    <section aria-labelledby="teams-heading">
      <h2 id="teams-heading" className="title is-4">
        Teams
      </h2>
      <ul className="team-grid">
        {teams.map((team, teamIndex) => {
          const { players } = team;
          // An answer may repeat an id (or send an empty one): the position keeps keys and heading ids apart.
          const headingId = `team-${team.id}-${teamIndex}`;
          return (
            <li key={headingId} className="box team-card" aria-labelledby={headingId}>
              <h3 id={headingId} className="title is-6">
                <GameText text={team.name || `Team ${team.id}`} />
              </h3>
              {players.length === 0 ? (
                <p>No players listed.</p>
              ) : (
                <ul aria-label="Players">
                  {players.map((player, index) => (
                    <li key={`${player.id}-${index}`}>
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
