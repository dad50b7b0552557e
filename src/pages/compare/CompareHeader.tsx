import { Link } from 'react-router-dom';
import type { Player } from '../../api/types';
import { PlayerLink } from '../../components/PlayerLink';
import { plainPlayerName } from '../../components/PlayerName';
import { paths } from '../../lib/paths';
import type { PlayerProfile } from '../../data/player';
import { playerSegment } from '../../components/PlayerLink';
import { PlayerPicker } from '../../components/PlayerPicker';

/** The profile as the shared player widgets take it. */
export const playerOfProfile = (profile: PlayerProfile): Player => ({
  id: profile.accountid,
  name: profile.displayname,
  tag: profile.clubtag,
  meta: profile.meta,
});

/** A player's name as plain text (titles, counts): game-text codes removed; the account id stands in for none. */
export const nameOfProfile = (profile: PlayerProfile): string =>
  plainPlayerName({ id: profile.accountid, name: profile.displayname });

interface CompareHeaderProps {
  /** The address' segments, as written (ids or vanities). */
  a: string;
  b: string;
  profiles: readonly [PlayerProfile, PlayerProfile];
}

/** Both names (links to their pages), Swap, and a Change search for each side that replaces it in the address. */
export function CompareHeader({ a, b, profiles }: CompareHeaderProps) {
  const [first, second] = profiles;
  const [nameA, nameB] = [nameOfProfile(first), nameOfProfile(second)];
  return (
    <header className="block compare-header">
      <h1 className="title compare-title">
        <PlayerLink player={playerOfProfile(first)} showTag /> <span className="compare-vs">vs</span>{' '}
        <PlayerLink player={playerOfProfile(second)} showTag />
      </h1>
      <div className="compare-actions">
        <Link className="button" to={paths.compare(b, a)}>
          Swap
        </Link>
        <PlayerPicker
          label={`Change ${nameA}`}
          panelLabel={`Pick a player to compare with ${nameB} instead of ${nameA}`}
          hrefFor={(player) => paths.compare(playerSegment(player), b)}
          excludeId={second.accountid}
        />
        <PlayerPicker
          label={`Change ${nameB}`}
          panelLabel={`Pick a player to compare with ${nameA} instead of ${nameB}`}
          hrefFor={(player) => paths.compare(a, playerSegment(player))}
          excludeId={first.accountid}
        />
      </div>
    </header>
  );
}
