import type { Player } from '../../api/types';
import { Flag } from '../../components/Flag';
import { PlayerLink } from '../../components/PlayerLink';
import { formatNumber } from '../../lib/format';

/** The first two cells of a ranking row: the rank, then the player behind their zone's flag. */
export function RankedPlayerCells({ rank, player }: { rank: number; player: Player }) {
  return (
    <>
      <td className="top-rank">{formatNumber(rank)}</td>
      <td>
        {player.zone?.flag ? (
          <>
            <Flag flag={player.zone.flag} title={player.zone.name} />{' '}
          </>
        ) : null}
        <PlayerLink player={player} showTag />
      </td>
    </>
  );
}
