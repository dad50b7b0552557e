import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { formatNumber } from '../../lib/format';
import { playerRows, SCORE_COLUMN, type PlayerRow } from './playerRows';
import type { MatchPlayer } from '../../data/match';

const ranked = (rank: number | undefined): rank is number => rank !== undefined && rank > 0;

/** Ranked players first by rank; unranked ones keep their order after them. */
export function sortByRank(players: MatchPlayer[]): MatchPlayer[] {
  return [...players].sort((a, b) => {
    if (ranked(a.rank) && ranked(b.rank)) return a.rank - b.rank;
    return Number(ranked(b.rank)) - Number(ranked(a.rank));
  });
}

// Three short columns: rank and score stay beside a name that wraps, at every width.
const COLUMNS: readonly Column<PlayerRow>[] = [
  {
    id: 'rank',
    numeric: true,
    header: 'Rank',
    nowrap: true,
    cell: ({ entry }) => (ranked(entry.rank) ? formatNumber(entry.rank) : '-'),
  },
  {
    id: 'player',
    header: 'Player',
    main: true,
    cell: ({ entry }) => <PlayerHoverPopup player={entry.player} showTag />,
  },
  SCORE_COLUMN,
];

/** Rank, Player, Score; a rank that is not above 0 (not ranked yet) shows "-". */
export function PlayerTable({ players, label }: { players: MatchPlayer[]; label: string }) {
  if (players.length === 0) return <p className="notification">No players are listed for this match yet.</p>;
  // A player may be listed twice: the position keeps each row's key apart.
  const rows = playerRows(sortByRank(players));
  return (
    <ResponsiveTable label={label} className="match-players" columns={COLUMNS} rows={rows} rowKey={(row) => row.key} />
  );
}
