// How many players hold a score at least as good as a given one, found by a binary search over single leaderboard
// positions (offset=position-1&length=1): about 14 requests on a full board instead of 100 pages of 100 rows. The
// leaderboard only reaches MAX_OFFSET positions, so a line below that reads "10,000+".
import { HIDDEN_SCORE, MAX_OFFSET, type MapKind } from './leaderboard';

/** True when `a` is strictly better than `b`. */
export type Better = (a: number, b: number) => boolean;

/** Lower is better: times and respawns. */
export const lowerIsBetter: Better = (a, b) => a < b;
/** Higher is better: stunt points. */
export const higherIsBetter: Better = (a, b) => a > b;

/** The comparator a map's scores follow. */
export function betterFor(kind: MapKind): Better {
  return kind === 'stunt' ? higherIsBetter : lowerIsBetter;
}

export interface RankSearchOptions {
  /** The score at a 1-based position; undefined past the board's end. */
  scoreAt: (position: number) => Promise<number | undefined>;
  target: number;
  better: Better;
  /** The board's `playercount`, when known: the search never looks past it. */
  playerCount?: number;
  /** The deepest position the leaderboard answers (10,000). */
  ceiling?: number;
  /** A guard, far above what a search needs (log2 of 10,001 is 14), so no answer can keep it going. */
  maxRequests?: number;
}

export interface RankSearchResult {
  /** Players whose score is at least as good as the target: the last such position, 0 when there is none. */
  count: number;
  /** The line lies deeper than the leaderboard reaches: `count` is the ceiling and more players are at least as good. */
  beyond: boolean;
  /** Answers contradicted each other (the board changed while searched): `count` is about right, not exact. */
  approximate: boolean;
  /** Positions read. */
  requests: number;
}

interface Observation {
  position: number;
  score: number | undefined;
}

/**
 * Hidden scores (-1) sit at the top and belong to the best players: read as better than any score. A missing score
 * (past the end) is worse than any.
 */
function strictlyBetter(a: number | undefined, b: number | undefined, better: Better): boolean {
  if (a === undefined) return false;
  if (b === undefined) return true;
  if (b === HIDDEN_SCORE) return false;
  if (a === HIDDEN_SCORE) return true;
  return better(a, b);
}

/** A board is ordered best first: a later position that is strictly better than an earlier one is a contradiction. */
function contradicts(observations: readonly Observation[], next: Observation, better: Better): boolean {
  return observations.some(
    (seen) =>
      (seen.position < next.position && strictlyBetter(next.score, seen.score, better)) ||
      (seen.position > next.position && strictlyBetter(seen.score, next.score, better)),
  );
}

/** The last position whose score is at least as good as `target` (ties at the line count as holding it). */
export async function searchRank(options: RankSearchOptions): Promise<RankSearchResult> {
  const { scoreAt, target, better, playerCount } = options;
  const ceiling = options.ceiling ?? MAX_OFFSET;
  const maxRequests = options.maxRequests ?? 40;
  // A missing, negative or non-finite count is unknown (NaN is not finite).
  const count = playerCount ?? NaN;
  const known = Number.isFinite(count) && count >= 0;
  const deepest = known ? Math.min(ceiling, Math.floor(count)) : ceiling;
  // A missing score (past the end) is worse than any, so the target is strictly better than it.
  const atLeastAsGood = (score: number | undefined) => !strictlyBetter(target, score, better);

  // Invariant: every position up to `low` is at least as good (0: none known yet), `high` and below are not
  // (deepest + 1: past what the board holds).
  let low = 0;
  let high = deepest + 1;
  let requests = 0;
  let approximate = false;
  const observations: Observation[] = [];
  while (high - low > 1 && requests < maxRequests) {
    const position = Math.floor((low + high) / 2);
    const score = await scoreAt(position);
    requests += 1;
    const observation = { position, score };
    // A missing position the board's own count says exists is a contradiction too (the board shrank meanwhile): with a
    // known count, every position searched is within it.
    if (contradicts(observations, observation, better) || (score === undefined && known)) approximate = true;
    observations.push(observation);
    if (atLeastAsGood(score)) low = position;
    else high = position;
  }
  if (high - low > 1) approximate = true;
  const beyond = low === ceiling && (!known || count > ceiling);
  return { count: low, beyond, approximate, requests };
}
