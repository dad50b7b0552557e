import { useQueries } from '@tanstack/react-query';
import type { Column } from '../../components/ResponsiveTable';
import { formatNumber } from '../../lib/format';
import { formatScore, HIDDEN_SCORE, type MapKind } from '../../lib/leaderboard';
import { positionQuery } from '../../data/leaderboard';
import { recordValue } from '../../lib/leaderboard';
import type { BoardFacts } from '../../data/rankQueries';
import { LoadingText } from '../../components/LoadingText';

// The score at a few chosen positions of a board (the trophy lines, the rank curve): one single-position read each,
// through the shared request queue and the query cache, so a position two of them need is asked once.

export interface PositionScore {
  position: number;
  state: 'loading' | 'error' | 'done';
  score: number | undefined;
}

/** The scores at `positions`, as they arrive; `enabled: false` waits (a read started on a click). */
export function usePositionScores(board: BoardFacts, positions: readonly number[], options: { enabled?: boolean; refetchOnMount?: boolean } = {}) {
  const answers = useQueries({
    queries: positions.map((position) => ({ ...positionQuery(board.group, board.uid, position, board.closed), ...options })),
  });
  const scores: PositionScore[] = positions.map((position, index) => {
    const answer = answers[index];
    const record = answer?.data?.tops.find((row) => row.position === position) ?? answer?.data?.tops[0];
    return {
      position,
      state: answer?.isError ? 'error' : answer?.isPending ? 'loading' : 'done',
      score: record ? recordValue(record, board.kind) : undefined,
    };
  });
  return { scores, answers };
}

/** Position and score, with the read's state in the score's cell: two short columns that fit every width. */
export function positionScoreColumns(scoreHeader: string, kind: MapKind): Column<PositionScore>[] {
  return [
    { id: 'position', header: 'Position', rowHeader: true, nowrap: true, cell: (line) => formatNumber(line.position) },
    {
      id: 'score',
      header: scoreHeader,
      nowrap: true,
      className: 'is-mono',
      cell: (line) =>
        line.state === 'loading' ? <LoadingText /> : line.state === 'error' ? 'Could not load' : line.score === HIDDEN_SCORE ? 'Hidden' : formatScore(line.score, kind),
    },
  ];
}
