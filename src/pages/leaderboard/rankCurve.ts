import { MAX_OFFSET } from '../../lib/leaderboard';

// The rank-against-score curve of a board: its top (up to the 10,000 positions the leaderboard reaches) read at about
// twenty positions, closer together at the top, where the scores change fastest, and spread out further down.

/** The positions read, best first; the board's last reachable position is added when it falls between two. */
export const CURVE_POSITIONS = [
  1, 2, 3, 5, 10, 20, 35, 50, 100, 200, 350, 500, 1000, 1500, 2000, 3000, 4000, 5000, 7500, 10_000,
] as const;

/** The positions to read on a board of `playerCount` players (all twenty when the count is not known). */
export function curvePositions(playerCount: number | undefined): number[] {
  const last = Math.min(
    MAX_OFFSET,
    playerCount === undefined || !(playerCount > 0) ? MAX_OFFSET : Math.floor(playerCount),
  );
  const positions: number[] = CURVE_POSITIONS.filter((position) => position <= last);
  if (positions.at(-1) !== last) positions.push(last);
  return positions;
}

export interface CurvePoint {
  position: number;
  score: number;
}

/**
 * The points that can be drawn: hidden scores (-1), missing ones and positions not answered are left out. A board that
 * changed between two reads can give a score out of order; the points keep what the API said.
 */
export function curvePoints(samples: readonly { position: number; score: number | undefined }[]): CurvePoint[] {
  return samples
    .filter(
      (sample): sample is CurvePoint =>
        sample.score !== undefined && Number.isFinite(sample.score) && sample.score >= 0,
    )
    .sort((a, b) => a.position - b.position);
}
