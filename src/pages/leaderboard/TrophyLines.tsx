import { useQueries } from '@tanstack/react-query';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { formatNumber } from '../../lib/format';
import { formatScore, HIDDEN_SCORE } from '../../lib/leaderboard';
import { positionQuery } from './api';
import { recordValue } from './PositionsTable';
import type { BoardFacts } from './rankQueries';

/** The positions a Track of the Day map's trophies change at. */
export const TROPHY_LINES = [1, 2, 3, 10, 100, 1000, 10_000] as const;

interface Line {
  position: number;
  state: 'loading' | 'error' | 'done';
  score: number | undefined;
}

/** The score at each trophy line of a Track of the Day board: seven requests, asked as the board shows. */
export function TrophyLines({ board }: { board: BoardFacts }) {
  const positions = TROPHY_LINES.filter((position) => board.playerCount === undefined || position <= board.playerCount);
  const answers = useQueries({ queries: positions.map((position) => positionQuery(board.group, board.uid, position, board.closed)) });
  const lines: Line[] = positions.map((position, index) => {
    const answer = answers[index];
    const record = answer?.data?.tops.find((row) => row.position === position) ?? answer?.data?.tops[0];
    return {
      position,
      state: answer?.isError ? 'error' : answer?.isPending ? 'loading' : 'done',
      score: record ? recordValue(record, board.kind) : undefined,
    };
  });
  const columns: Column<Line>[] = [
    { id: 'position', header: 'Position', rowHeader: true, nowrap: true, cell: (line) => formatNumber(line.position) },
    {
      id: 'score',
      header: board.kind === 'stunt' ? 'Points' : 'Time',
      nowrap: true,
      className: 'is-mono',
      cell: (line) =>
        line.state === 'loading' ? 'Loading…' : line.state === 'error' ? 'Could not load' : line.score === HIDDEN_SCORE ? 'Hidden' : formatScore(line.score, board.kind),
    },
  ];
  return (
    <>
      <h2 className="title is-5 mt-4">Trophy lines</h2>
      <p className="help mb-2">The score to beat for the trophies of each position.</p>
      <ResponsiveTable label="Trophy lines" className="is-narrow trophy-lines" columns={columns} rows={lines} rowKey={(line) => line.position} />
    </>
  );
}
