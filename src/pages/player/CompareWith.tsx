import { paths } from '../../lib/paths';
import { playerSegment } from '../../components/PlayerLink';
import { PlayerPicker } from '../../components/PlayerPicker';
import { plainPlayerName } from '../../components/PlayerName';
import type { PlayerProfile } from '../../data/player';

/** "Compare with...": a player search whose results lead to the compare page of this player and the one picked. */
export function CompareWith({ profile }: { profile: PlayerProfile }) {
  const self = playerSegment({ id: profile.accountid, meta: profile.meta });
  const name = plainPlayerName({ id: profile.accountid, name: profile.displayname });
  return (
    <PlayerPicker
      label="Compare with..."
      panelLabel={`Compare ${name} with another player`}
      hrefFor={(player) => paths.compare(self, playerSegment(player))}
      excludeId={profile.accountid}
      small
    />
  );
}
