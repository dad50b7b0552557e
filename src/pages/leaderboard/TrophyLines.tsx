import { ResponsiveTable } from '../../components/ResponsiveTable';
import type { LeaderboardRecord } from '../../data/leaderboard';
import { positionScoreColumns, usePositionScores } from './positionScores';
import type { BoardFacts } from '../../data/rankQueries';
import { TROPHY_LINES } from '../../lib/youStanding';

interface TrophyLinesProps {
  board: BoardFacts;
  /** The board's rows the page already holds (its first page): their lines are read from them, not asked again. */
  held: readonly LeaderboardRecord[];
}

/** The score at each trophy line of a Track of the Day board: a request for each line the held rows do not reach. */
export function TrophyLines({ board, held }: TrophyLinesProps) {
  const positions = TROPHY_LINES.filter((position) => board.playerCount === undefined || position <= board.playerCount);
  const { scores } = usePositionScores(board, positions, { held });
  return (
    <>
      <h2 className="title is-5 mt-4">Trophy lines</h2>
      <p className="help mb-2">The score to beat for the trophies of each position.</p>
      <ResponsiveTable
        label="Trophy lines"
        className="is-narrow trophy-lines"
        columns={positionScoreColumns(board.kind === 'stunt' ? 'Points' : 'Time', board.kind)}
        rows={scores}
        rowKey={(line) => line.position}
      />
    </>
  );
}
