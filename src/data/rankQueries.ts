import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import type { MapKind } from '../lib/leaderboard';
import { betterFor, searchRank, type RankSearchResult } from '../lib/rankSearch';
import { positionQuery } from './leaderboard';
import { recordValue } from '../lib/leaderboard';

// The medal counts and "where would a time rank" read single positions of a board through the shared request queue
// and the query cache: a position read by one search (the first probe of all four medal searches is the same) is
// never asked again, and a closed board, which cannot change, is kept for the whole session.

export interface BoardFacts {
  group: string;
  uid: string;
  kind: MapKind;
  /** The board's playercount (from its first page). */
  playerCount: number | undefined;
  closed: boolean;
}

/** How long answers stay: a closed board no longer changes; an open one as long as the API caches. */
const lifetime = (closed: boolean) => (closed ? { staleTime: 'static' as const, gcTime: Infinity } : {});

/**
 * One position, read with the search's signal rather than the query's own: the search's cancel drops the read from the
 * queue even while another search shares it.
 */
const positionRead = (board: BoardFacts, position: number, signal: AbortSignal) =>
  positionQuery(board.group, board.uid, position, board.closed, signal);

const isAbort = (error: unknown) => error instanceof ApiError && error.kind === 'aborted';

/** The score at a position; another search's cancelled read of the same position is read again once for this one. */
async function scoreAt(
  client: QueryClient,
  board: BoardFacts,
  position: number,
  signal: AbortSignal,
): Promise<number | undefined> {
  const read = () => client.query(positionRead(board, position, signal));
  let answer;
  try {
    answer = await read();
  } catch (error) {
    if (!isAbort(error) || signal.aborted) throw error;
    answer = await read();
  }
  const record = answer.tops.find((row) => row.position === position) ?? answer.tops[0];
  return record ? recordValue(record, board.kind) : undefined;
}

/** How many players on the board have a score at least as good as `target` (a medal's threshold, a typed time). */
export function rankQuery(board: BoardFacts, target: number) {
  return queryOptions({
    queryKey: ['leaderboard', 'rank', board.group, board.uid, board.kind, board.playerCount, board.closed, target],
    queryFn: ({ client, signal }): Promise<RankSearchResult> =>
      searchRank({
        scoreAt: (position) => scoreAt(client, board, position, signal),
        target,
        better: betterFor(board.kind),
        playerCount: board.playerCount,
      }),
    // A search is a dozen requests: a failed one is shown and started again by hand, not repeated by itself.
    retry: false,
    // Stored like the board's rows; fixed when the board is closed (the answer is a count, not the board).
    meta: { answerKind: 'board', closed: board.closed },
    ...lifetime(board.closed),
  });
}
