import { DivisionIcon } from '../../components/DivisionIcon';
import { ProgressBar } from '../../components/ProgressBar';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { divisionName, divisionProgress, standingScore } from '../../lib/matchmaking';
import { rankedPlayerColumns } from './RankedPlayerCells';
import { rankKey, type MatchmakingRank } from '../../data/rankings';

/** The matchmaking ranking: rank, player, and the division with score (or wins) and the way to the next one. */
export function MatchmakingTable({ rows }: { rows: MatchmakingRank[] }) {
  return (
    <ResponsiveTable label="Matchmaking ranking" className="top-table" columns={COLUMNS} rows={rows} rowKey={rankKey} />
  );
}

const COLUMNS: readonly Column<MatchmakingRank>[] = [
  ...rankedPlayerColumns<MatchmakingRank>(),
  { id: 'division', header: 'Division', cell: (row) => <DivisionCell row={row} /> },
];

/**
 * The shield and the score stay together on one line (on a phone the division's name hides: the shield names it);
 * the progress bar goes beside them when there is room, under them when not.
 */
function DivisionCell({ row }: { row: MatchmakingRank }) {
  const progress = divisionProgress(row);
  return (
    <div className="top-division">
      <span className="top-division-standing">
        <DivisionIcon division={row.division} />
        <span className="top-division-text">
          <span className="is-hidden-mobile">{divisionName(row.division)} · </span>
          {standingScore(row)}
        </span>
      </span>
      {progress !== undefined && (
        <ProgressBar
          className="is-link top-division-progress"
          value={Math.round(progress * 100)}
          max={100}
          label={`Progress to ${divisionName(row.division_next)}`}
        />
      )}
    </div>
  );
}
