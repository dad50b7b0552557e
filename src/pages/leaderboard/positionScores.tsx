import { useQueries } from '@tanstack/react-query';
import type { Column } from '../../components/ResponsiveTable';
import { formatNumber } from '../../lib/format';
import { formatScore, HIDDEN_SCORE, type MapKind } from '../../lib/leaderboard';
import { positionQuery, type LeaderboardRecord } from '../../data/leaderboard';
import { recordValue } from '../../lib/leaderboard';
import type { BoardFacts } from '../../data/rankQueries';
import { LoadingText } from '../../components/LoadingText';

// The score at a few chosen positions of a board (the trophy lines, the rank curve): read from the rows the page
// already holds (its first page), else one single-position read each, through the shared request queue and the query
// cache, so a position two of them need is asked once.

export interface PositionScore {
  position: number;
  state: 'loading' | 'error' | 'done';
  score: number | undefined;
}

interface PositionScoreOptions {
  /** Wait (a read started on a click). */
  enabled?: boolean;
  refetchOnMount?: boolean;
  /** Rows of the board the page already holds: a position among them is read from them, never asked. */
  held?: readonly LeaderboardRecord[];
}

/** The rows held, by position. */
export function heldPositions(held: readonly LeaderboardRecord[] = []): ReadonlyMap<number, LeaderboardRecord> {
  return new Map(held.map((record) => [record.position, record]));
}

/** The scores at `positions`, as they arrive; `enabled: false` waits (a read started on a click). */
export function usePositionScores(
  board: BoardFacts,
  positions: readonly number[],
  { held, ...options }: PositionScoreOptions = {},
) {
  const heldAt = heldPositions(held);
  const asked = positions.filter((position) => !heldAt.has(position));
  const answers = useQueries({
    queries: asked.map((position) => ({
      ...positionQuery(board.group, board.uid, position, board.closed),
      ...options,
    })),
  });
  const scores: PositionScore[] = positions.map((position) => {
    const kept = heldAt.get(position);
    if (kept) return { position, state: 'done', score: recordValue(kept, board.kind) };
    const answer = answers[asked.indexOf(position)];
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
    {
      id: 'position',
      numeric: true,
      header: 'Position',
      rowHeader: true,
      nowrap: true,
      cell: (line) => formatNumber(line.position),
    },
    {
      id: 'score',
      numeric: true,
      header: scoreHeader,
      nowrap: true,
      className: 'is-mono',
      cell: (line) =>
        line.state === 'loading' ? (
          <LoadingText />
        ) : line.state === 'error' ? (
          'Could not load'
        ) : line.score === HIDDEN_SCORE ? (
          'Hidden'
        ) : (
          formatScore(line.score, kind)
        ),
    },
  ];
}
