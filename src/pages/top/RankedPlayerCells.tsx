import type { Player } from '../../api/types';
import { PlayerLink } from '../../components/PlayerLink';
import type { Column } from '../../components/ResponsiveTable';
import { formatNumber } from '../../lib/format';

interface RankedRow {
  rank: number;
  player: Player;
}

/**
 * The first two columns of a ranking: the rank, then the player behind their country's flag. The player is the main
 * cell: a long name wraps there rather than push the score out of a phone's window.
 */
export function rankedPlayerColumns<Row extends RankedRow>(): Column<Row>[] {
  return [
    {
      id: 'rank',
      numeric: true,
      header: 'Rank',
      nowrap: true,
      className: 'top-rank',
      cell: (row) => formatNumber(row.rank),
    },
    { id: 'player', header: 'Player', main: true, cell: (row) => <PlayerLink player={row.player} showTag showFlag /> },
  ];
}
