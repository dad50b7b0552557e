import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { clanFor, matchYear } from '../../lib/clanPalette';
import { countOf, ordinal } from '../../lib/format';
import { winnerIndex } from '../../lib/matchRules';
import type { Match, MatchPlayer, MatchTeam } from '../../data/match';
import { PlayerTags, WinnerCheck } from './PlayerTags';

interface ClanCardsProps {
  match: Match;
  teams: MatchTeam[];
  players: MatchPlayer[];
}

/**
 * A royal match: one card per clan, best score first. The API may list more teams than took part, so only teams with
 * players get a card (all of them while nobody is placed yet). The clan follows the team index and the match's year.
 */
export function ClanCards({ match, teams, players }: ClanCardsProps) {
  const year = matchYear(match.startdate);
  const winner = winnerIndex(match.status, teams);
  const withPlayers = teams.filter((team) => players.some((entry) => entry.team === team.index));
  const shown = (withPlayers.length > 0 ? withPlayers : teams)
    .map((team, order) => ({ team, order }))
    .sort((a, b) => b.team.score - a.team.score || a.order - b.order)
    .map(({ team }) => team);
  return (
    <ol className="clan-cards" aria-label="Clans">
      {shown.map((team, position) => {
        const clan = clanFor(team.index, year);
        const members = players.filter((entry) => entry.team === team.index);
        return (
          <li key={team.index} className="card clan-card">
            <header className="clan-card-header" style={{ backgroundColor: clan.background, color: clan.foreground }}>
              <img className="clan-logo" src={clan.logo} alt={`${clan.name} logo`} width={40} height={40} />
              <h2 className="clan-name">{clan.name}</h2>
              <span className="clan-score">
                <span className="is-sr-only">Place </span>
                {ordinal(position + 1)} · {countOf(team.score, 'pt')}
              </span>
            </header>
            <div className="card-content">
              {winner === team.index && <WinnerCheck />}
              {members.length === 0 ? (
                <p className="has-text-grey-light">No players listed.</p>
              ) : (
                <ul className="clan-members">
                  {members.map((entry, index) => (
                    <li key={`${entry.player.id}-${index}`}>
                      <PlayerHoverPopup player={entry.player} /> <PlayerTags entry={entry} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
