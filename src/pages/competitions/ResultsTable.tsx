import { GameText } from '../../components/GameText';
import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { formatNumber } from '../../lib/format';
import { formatRaceTime } from '../../lib/raceTime';
import type { EventResult } from '../../data/competitions';

export type ScoreKind = 'time' | 'points';

interface ResultsTableProps {
  caption: string;
  results: EventResult[];
  /** Challenges rank by race time (ms); matches and leaderboards by points. */
  scoreKind: ScoreKind;
}

function hasTeam(result: EventResult): boolean {
  return result.team !== undefined && result.team !== '';
}

/** A team name is game text; some answers carry a team number instead. */
function TeamCell({ team }: { team: EventResult['team'] }) {
  if (typeof team === 'string' && team !== '') return <GameText text={team} />;
  if (typeof team === 'number') return <>Team {formatNumber(team)}</>;
  return <>-</>;
}

function Score({ score, kind }: { score: number | undefined; kind: ScoreKind }) {
  if (score === undefined) return <>-</>;
  // A player without a finish has no time (0 or -1).
  if (kind === 'time') return <>{score > 0 ? formatRaceTime(score) : '-'}</>;
  return <>{formatNumber(score)}</>;
}

const POSITION: Column<EventResult> = {
  id: 'position',
  numeric: true,
  header: 'Position',
  nowrap: true,
  cell: (result) => formatNumber(result.position),
};
const PLAYER: Column<EventResult> = {
  id: 'player',
  header: 'Player',
  main: true,
  cell: (result) => <PlayerHoverPopup player={result.player} showTag showFlag />,
};
// On a phone the team goes under the player's name: position, name and score keep the row's width.
const TEAM: Column<EventResult> = {
  id: 'team',
  header: 'Team',
  show: 'under',
  cell: (result) => <TeamCell team={result.team} />,
};

function scoreColumn(kind: ScoreKind): Column<EventResult> {
  return {
    id: 'score',
    header: kind === 'time' ? 'Time' : 'Score',
    numeric: true,
    nowrap: true,
    className: 'is-mono',
    cell: (result) => <Score score={result.score} kind={kind} />,
  };
}

// Built once per kind and team presence, so the rows already drawn keep their memoised rendering on Load more.
const COLUMNS = {
  time: [POSITION, PLAYER, scoreColumn('time')],
  points: [POSITION, PLAYER, scoreColumn('points')],
};
const TEAM_COLUMNS = {
  time: [...COLUMNS.time, TEAM],
  points: [...COLUMNS.points, TEAM],
};

/** Position, player, score and, in team events, the team. */
export function ResultsTable({ caption, results, scoreKind }: ResultsTableProps) {
  const columns = results.some(hasTeam) ? TEAM_COLUMNS[scoreKind] : COLUMNS[scoreKind];
  return (
    <ResponsiveTable
      label={caption}
      className="is-narrow event-results"
      columns={columns}
      rows={results}
      rowKey={(result) => result.player.id}
    />
  );
}
