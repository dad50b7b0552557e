import type { MatchmakingStanding } from '../../api/types';
import type { PlayerSearchResult } from '../../data/playerSearch';
import { CountryFlag } from '../../components/CountryFlag';
import { GameText } from '../../components/GameText';
import { PlayerName } from '../../components/PlayerName';
import { countOf, formatNumber } from '../../lib/format';
import { toPlainText } from '../../lib/gameText';
import { divisionName, MATCHMAKING_TYPE } from '../../lib/matchmaking';

// What one result of each group shows. Options of a listbox hold no links or buttons: names are text here. A space
// parts the name from its details: the option's accessible name would run them together otherwise (the flex layout
// shows no space).

const TYPE_NAMES: Readonly<Record<number, string>> = {
  [MATCHMAKING_TYPE.ranked2v2]: '2v2',
  [MATCHMAKING_TYPE.ranked3v3]: '3v3',
  [MATCHMAKING_TYPE.royal]: 'Royal',
};
// The type a player is best known by today: ranked 2v2, then the discontinued 3v3 and Royal.
const TYPE_ORDER: readonly number[] = [MATCHMAKING_TYPE.ranked2v2, MATCHMAKING_TYPE.ranked3v3, MATCHMAKING_TYPE.royal];

/** "2v2 · Master II · #1,234" for the player's most current ranked type, or '' when the answer has no rank. */
export function rankSummary(standings: readonly MatchmakingStanding[]): string {
  const ranked = standings.filter((standing) => standing.division !== undefined || standing.rank !== undefined);
  const order = (standing: MatchmakingStanding) => {
    const at = TYPE_ORDER.indexOf(standing.typeid ?? -1);
    return at === -1 ? TYPE_ORDER.length : at;
  };
  const best = [...ranked].sort((a, b) => order(a) - order(b))[0];
  if (!best) return '';
  const type =
    best.typename || (best.typeid === undefined ? 'Matchmaking' : (TYPE_NAMES[best.typeid] ?? 'Matchmaking'));
  const parts = [type, divisionName(best.division)];
  if (best.rank !== undefined && best.rank > 0) parts.push(`#${formatNumber(best.rank)}`);
  return parts.join(' · ');
}

/** A player found by the search; `extra` is one more fact after the rank (the vanity name the text named). */
export function PlayerResult({ result, extra }: { result: PlayerSearchResult; extra?: string }) {
  const meta = [rankSummary(result.matchmaking), extra ?? ''].filter(Boolean).join(' · ');
  return (
    <>
      <span className="quick-search-main">
        <CountryFlag zone={result.player.zone} /> <PlayerName player={result.player} showTag />
      </span>
      {meta && (
        <>
          {' '}
          <span className="quick-search-meta">{meta}</span>
        </>
      )}
    </>
  );
}

interface ClubLike {
  id: number;
  name?: string | undefined;
  tag?: string | undefined;
  membercount?: number | undefined;
}

export function ClubResult({ club }: { club: ClubLike }) {
  // A tag of colour codes only shows nothing: no empty brackets for it.
  const tag = club.tag && toPlainText(club.tag).trim() ? club.tag : '';
  return (
    <>
      <span className="quick-search-main">
        {tag && (
          <span className="player-tag">
            [<GameText text={tag} />]{' '}
          </span>
        )}
        {club.name ? <GameText text={club.name} /> : `Club #${club.id}`}
      </span>
      {club.membercount !== undefined && (
        <>
          {' '}
          <span className="quick-search-meta">{countOf(club.membercount, 'member')}</span>
        </>
      )}
    </>
  );
}

interface RoomLike {
  id: number;
  name?: string | undefined;
  clubname?: string | undefined;
  playercount?: number | undefined;
}

export function RoomResult({ room }: { room: RoomLike }) {
  const club = room.clubname ? toPlainText(room.clubname).trim() : '';
  return (
    <>
      <span className="quick-search-main">{room.name ? <GameText text={room.name} /> : `Room #${room.id}`}</span>
      {club && (
        <>
          {' '}
          <span className="quick-search-meta">in {club}</span>
        </>
      )}
    </>
  );
}

interface EventLike {
  id: number;
  name: string;
  competitionid?: number | undefined;
  numplayers?: number | undefined;
}

export function EventResult({ event }: { event: EventLike }) {
  const meta = [
    event.competitionid ? '' : 'Legacy event',
    event.numplayers === undefined ? '' : countOf(event.numplayers, 'player'),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <span className="quick-search-main">{event.name ? <GameText text={event.name} /> : `Event #${event.id}`}</span>
      {meta && (
        <>
          {' '}
          <span className="quick-search-meta">{meta}</span>
        </>
      )}
    </>
  );
}
