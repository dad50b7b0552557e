import { ResponsiveTable } from '../../components/ResponsiveTable';
import { positionScoreColumns, usePositionScores } from './positionScores';
import type { BoardFacts } from '../../data/rankQueries';

/** The positions a Track of the Day map's trophies change at. */
export const TROPHY_LINES = [1, 2, 3, 10, 100, 1000, 10_000] as const;

/** The score at each trophy line of a Track of the Day board: seven requests, asked as the board shows. */
export function TrophyLines({ board }: { board: BoardFacts }) {
  const positions = TROPHY_LINES.filter((position) => board.playerCount === undefined || position <= board.playerCount);
  const { scores } = usePositionScores(board, positions);
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
