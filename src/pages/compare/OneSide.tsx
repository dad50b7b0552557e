import type { PlayerProfile } from '../../data/player';
import { PlayerLink } from '../../components/PlayerLink';
import { formatNumber } from '../../lib/format';
import { playerOfProfile } from './CompareHeader';
import { FailedSideBlock, type FailedSide } from './CompareStates';
import { pointsOf } from './TrophiesCompare';

/** One side of a pair that could not be compared: the failure in its place, or the player that did load. */
export type Side = { failed: FailedSide } | { profile: PlayerProfile };

/**
 * A pair with one player loaded and the other failed: the comparison needs both, but what did answer still shows,
 * each side in its own column (the failed side's alert and picker where that player would be).
 */
export function OneSide({ sides }: { sides: readonly [Side, Side] }) {
  return (
    <section className="compare-page">
      <h1 className="title">Compare players</h1>
      <div className="columns">
        {sides.map((side, index) => (
          <div key={index} className="column is-half-tablet">
            {'failed' in side ? <FailedSideBlock side={side.failed} /> : <LoadedSide profile={side.profile} />}
          </div>
        ))}
      </div>
    </section>
  );
}

function LoadedSide({ profile }: { profile: PlayerProfile }) {
  return (
    <div className="block">
      <h2 className="title is-4">
        <PlayerLink player={playerOfProfile(profile)} />
      </h2>
      <p>
        Trophy points: <strong>{formatNumber(pointsOf(profile.trophies))}</strong>
      </p>
    </div>
  );
}
