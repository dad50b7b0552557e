import type { Player } from '../../api/types';
import { PlayerLink } from '../../components/PlayerLink';
import { formatNumber } from '../../lib/format';

/** The first two cells of a ranking row: the rank, then the player behind their country's flag. */
export function RankedPlayerCells({ rank, player }: { rank: number; player: Player }) {
  return (
    <>
      <td className="top-rank">{formatNumber(rank)}</td>
      <td>
        <PlayerLink player={player} showTag showFlag />
      </td>
    </>
  );
}
