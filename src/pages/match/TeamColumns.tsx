import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { formatNumber } from '../../lib/format';
import { winnerIndex } from '../../lib/matchRules';
import { playerRows, SCORE_COLUMN, type PlayerRow } from './playerRows';
import type { MatchPlayer, MatchTeam } from '../../data/match';
import { PlayerTags, WinnerCheck, pointsChange } from './PlayerTags';

interface TeamColumnsProps {
  teams: MatchTeam[];
  players: MatchPlayer[];
  status: string | undefined;
}

/** A team match: one column per team with its score, its players, and the winner check once the match is completed. */
export function TeamColumns({ teams, players, status }: TeamColumnsProps) {
  const winner = winnerIndex(status, teams);
  return (
    <div className="columns match-teams">
      {teams.map((team, position) => (
        <div key={team.index} className="column">
          <TeamColumn
            // Team indexes start at 0 in the API; people count from 1.
            title={`Team ${position + 1}`}
            team={team}
            members={players.filter((entry) => entry.team === team.index)}
            isWinner={winner === team.index}
          />
        </div>
      ))}
    </div>
  );
}

// A team column is a third or half of the page: the name (with its tags) wraps beside the numbers.
const WITHOUT_POINTS: readonly Column<PlayerRow>[] = [
  {
    id: 'player',
    header: 'Player',
    main: true,
    cell: ({ entry }) => (
      <>
        <PlayerHoverPopup player={entry.player} showTag /> <PlayerTags entry={entry} />
      </>
    ),
  },
  SCORE_COLUMN,
];
const WITH_POINTS: readonly Column<PlayerRow>[] = [
  ...WITHOUT_POINTS,
  {
    id: 'points',
    numeric: true,
    header: 'Points',
    nowrap: true,
    className: 'is-mono',
    cell: ({ entry }) => pointsChange(entry) ?? '-',
  },
];

interface TeamColumnProps {
  title: string;
  team: MatchTeam;
  members: MatchPlayer[];
  isWinner: boolean;
}

function TeamColumn({ title, team, members, isWinner }: TeamColumnProps) {
  const sorted = [...members].sort((a, b) => b.score - a.score);
  const hasPoints = sorted.some((entry) => pointsChange(entry) !== undefined);
  // A player may be listed twice: the position keeps each row's key apart.
  const rows = playerRows(sorted);
  return (
    <section className={`box match-team match-team-${team.index % 2 === 0 ? 'a' : 'b'}`} aria-label={title}>
      <h2 className="title is-4 match-team-title">
        {title} {isWinner && <WinnerCheck />}
      </h2>
      <p className="match-team-score">
        Score <span className="is-size-3 has-text-weight-bold">{formatNumber(team.score)}</span>
      </p>
      {sorted.length === 0 ? (
        <p className="has-text-grey-light">No players listed.</p>
      ) : (
        <ResponsiveTable
          label={`Players of ${title}`}
          className="is-narrow"
          columns={hasPoints ? WITH_POINTS : WITHOUT_POINTS}
          rows={rows}
          rowKey={(row) => row.key}
        />
      )}
    </section>
  );
}
