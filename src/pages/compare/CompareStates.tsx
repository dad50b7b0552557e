import { Link } from 'react-router-dom';
import { isNotFoundError } from '../../api/client';
import { ErrorBox } from '../../components/ErrorBox';
import { paths } from '../../lib/paths';
import { DATA_API_DOWN_HINT } from '../../lib/site';
import type { PlayerProfile } from '../../data/player';
import { nameOfProfile } from './CompareHeader';
import { playerSegment } from '../../components/PlayerLink';
import { PlayerPicker } from '../../components/PlayerPicker';

export const SAME_PLAYER_MESSAGE = 'Pick two different players.';

/** One side that could not be loaded: named, with the player search and a way to pick someone else for that side. */
export interface FailedSide {
  /** The address segment, as written. */
  id: string;
  error: unknown;
  /** Where a player picked instead leads. */
  replace: (segment: string) => string;
  /** The other side's account, when it loaded: not offered. */
  otherId: string | undefined;
}

export function ProfileErrors({ failed }: { failed: readonly FailedSide[] }) {
  return (
    <section className="compare-page">
      <h1 className="title">Compare players</h1>
      {failed.map((side, index) => (
        <FailedSideBlock key={index} side={side} />
      ))}
    </section>
  );
}

/** One side's failure: what went wrong, the player search, and a picker for someone else on that side. */
export function FailedSideBlock({ side }: { side: FailedSide }) {
  // The API does not know the account; other failures are trouble on the way.
  const unknown = isNotFoundError(side.error);
  return (
    <div className="block">
      <ErrorBox
        title={unknown ? `Player “${side.id}” was not found.` : `Could not load player “${side.id}”.`}
        error={side.error}
      >
        <p>{unknown ? 'It may be mistyped, or a new account the site has not seen yet.' : DATA_API_DOWN_HINT}</p>
      </ErrorBox>
      <div className="compare-actions">
        <Link className="button" to={paths.players()}>
          Search for a player
        </Link>
        <PlayerPicker
          label="Pick another player"
          panelLabel={`Pick a player instead of “${side.id}”`}
          hrefFor={(player) => side.replace(playerSegment(player))}
          excludeId={side.otherId}
        />
      </div>
    </div>
  );
}

/** The same account on both sides (maybe once by id, once by vanity): ask for another second player. */
export function SamePlayer({ a, profile }: { a: string; profile: PlayerProfile | undefined }) {
  const name = profile ? nameOfProfile(profile) : a;
  return (
    <section className="compare-page">
      <h1 className="title">Compare players</h1>
      <p className="notification is-warning" role="status">
        {SAME_PLAYER_MESSAGE} Both sides are “{name}”.
      </p>
      <div className="compare-actions">
        <PlayerPicker
          label="Pick another player"
          panelLabel={`Pick a player to compare with ${name}`}
          hrefFor={(player) => paths.compare(a, playerSegment(player))}
          excludeId={profile?.accountid}
        />
        <Link className="button" to={paths.player(a)}>
          Back to {name}
        </Link>
      </div>
    </section>
  );
}
