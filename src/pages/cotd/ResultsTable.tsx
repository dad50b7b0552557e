import { useMemo } from 'react';
import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { formatNumber } from '../../lib/format';
import { formatRaceTime } from '../../lib/raceTime';
import type { EventResult } from '../../data/competitions';

interface ResultsTableProps {
  caption: string;
  results: EventResult[];
  /** The score is a race time (the qualification); match scores are not shown. */
  showTime?: boolean;
  /** A tag for the first place ("Cup winner" in Division 1). */
  winnerTag?: string;
  /** The signed-in player's account id (lower case): their row is the current one to a screen reader (PlayerLink's "You" marks it). */
  ownId?: string | null;
}

const RANK: Column<EventResult> = {
  id: 'rank',
  numeric: true,
  header: 'Rank',
  nowrap: true,
  cell: (result) => formatNumber(result.position),
};
const TIME: Column<EventResult> = {
  id: 'time',
  header: 'Time',
  numeric: true,
  nowrap: true,
  className: 'is-mono',
  // A player without a finish has no time (0 or -1).
  cell: (result) => (result.score !== undefined && result.score > 0 ? formatRaceTime(result.score) : '-'),
};

const isOwn = (result: EventResult, ownId: string | null | undefined) =>
  ownId != null && result.player.id.toLowerCase() === ownId;

// One object for every render: the table's rows compare their attributes to skip rendering again.
const OWN_ROW = { 'aria-current': 'true' } as const;

function playerColumn(winnerTag: string | undefined): Column<EventResult> {
  return {
    id: 'player',
    header: 'Player',
    main: true,
    cell: (result) => (
      <>
        <PlayerHoverPopup player={result.player} showTag showFlag />
        {winnerTag && result.position === 1 && <span className="tag is-success ml-2">{winnerTag}</span>}
      </>
    ),
  };
}

/** Rank and player, plus the time for the qualification: short enough to keep every column at every width. */
export function ResultsTable({ caption, results, showTime = false, winnerTag, ownId }: ResultsTableProps) {
  // Kept while the props stay: Load more appends rows, and the rows already drawn are not drawn again.
  const columns = useMemo(() => [RANK, playerColumn(winnerTag), ...(showTime ? [TIME] : [])], [showTime, winnerTag]);
  return (
    <ResponsiveTable
      label={caption}
      className="is-narrow cotd-table"
      columns={columns}
      rows={results}
      rowKey={(result) => result.player.id}
      rowProps={(result) => (isOwn(result, ownId) ? OWN_ROW : undefined)}
    />
  );
}
