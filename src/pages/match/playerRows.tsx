import type { Column } from '../../components/ResponsiveTable';
import { formatNumber } from '../../lib/format';
import type { MatchPlayer } from '../../data/match';

/** A player's row in a match table (the players' list and each team's column), keyed by id and place. */
export interface PlayerRow {
  key: string;
  entry: MatchPlayer;
}

/** The rows of `players`, in their order. */
export const playerRows = (players: readonly MatchPlayer[]): PlayerRow[] =>
  players.map((entry, index) => ({ key: `${entry.player.id}-${String(index)}`, entry }));

/** The score column both match tables show. */
export const SCORE_COLUMN: Column<PlayerRow> = {
  id: 'score',
  numeric: true,
  header: 'Score',
  nowrap: true,
  className: 'is-mono',
  cell: ({ entry }) => formatNumber(entry.score),
};
