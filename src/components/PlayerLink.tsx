import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import type { Player } from '../api/types';
import { followedIds, subscribeFollowing } from '../lib/followedIds';
import { paths } from '../lib/paths';
import { useSignedInAccount } from '../session/SessionProvider';
import { CountryFlag } from './CountryFlag';
import { isUnknownPlayer, PlayerName } from './PlayerName';

/** How addresses name a player: by vanity when the player has one (a nicer address), otherwise by account id. */
export function playerSegment(player: Pick<Player, 'id' | 'meta'>): string {
  return player.meta?.vanity || player.id;
}

/** The player page's address. */
export function playerPath(player: Player): string {
  return paths.player(playerSegment(player));
}

/**
 * A star after the name of a followed player, in every list that links players (leaderboards, rankings, cup results,
 * matches). The list's row gets a quiet mark from the same class (styles/_player.scss), so no table needs its own code.
 */
function FollowedMark({ id }: { id: string }) {
  const read = () => followedIds().has(id.toLowerCase());
  const followed = useSyncExternalStore(subscribeFollowing, read, () => false);
  if (!followed) return null;
  return (
    <span className="followed-mark" title="Followed">
      <span aria-hidden="true">★</span>
      <span className="is-sr-only">(followed)</span>
    </span>
  );
}

/**
 * "You" after the signed-in player's own name, in every list that links players; the list's row gets a tint and a side
 * bar from the same class (styles/_player.scss), so colour is not the only cue and no table needs its own code.
 */
function OwnMark({ id }: { id: string }) {
  const own = useSignedInAccount();
  if (own === null || own !== id.toLowerCase()) return null;
  return <span className="tag is-info is-light ml-2 own-mark">You</span>;
}

interface PlayerLinkProps {
  player: Player;
  /** Show the club tag before the name. */
  showTag?: boolean;
  /** Show the flag of the player's country before the link (lists of players: leaderboards, rankings, results). */
  showFlag?: boolean;
  className?: string;
  /** The star of a followed player (off where every row is one: the Following page). */
  markFollowed?: boolean;
  /** "You" after the signed-in player's own name (off where the page is about that player already). */
  markOwn?: boolean;
}

/**
 * A link to the player's page. An unknown account has no page worth visiting, so it shows the raw id
 * with an explanation instead of a dead link.
 */
export function PlayerLink({
  player,
  showTag = false,
  showFlag = false,
  className,
  markFollowed = true,
  markOwn = true,
}: PlayerLinkProps) {
  const flag = showFlag && <CountryFlag zone={player.zone} />;
  if (isUnknownPlayer(player)) {
    return (
      <>
        {flag}
        <PlayerName player={player} />
      </>
    );
  }
  return (
    <>
      {flag}
      <Link to={playerPath(player)} className={className ? `player-link ${className}` : 'player-link'}>
        <PlayerName player={player} showTag={showTag} />
      </Link>
      {markFollowed && <FollowedMark id={player.id} />}
      {markOwn && <OwnMark id={player.id} />}
    </>
  );
}
