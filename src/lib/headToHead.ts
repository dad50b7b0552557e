import { toDate } from './timeValue';

// Two players' Cup of the Day histories side by side (issue 10, the compare page). The histories are paged, newest
// first, and only partly loaded: a cup one player played before the other's loaded results begin may well have been
// played by both, so the head-to-head only speaks for the span both loaded lists cover.

export type Side = 'a' | 'b';
export type Ahead = Side | 'tie';

/** What decides a cup: the overall rank, else the division and the place in it. Each key may be missing. */
export interface Placing {
  rank?: number;
  div?: number;
  divrank?: number;
}

export interface CupResultLike extends Placing {
  id: number;
  name: string;
  timestamp?: string | number;
}

/** A player's results loaded so far (newest first) and whether that is the whole history. */
export interface LoadedHistory<T extends CupResultLike> {
  rows: readonly T[];
  complete: boolean;
}

export interface SharedCup<T extends CupResultLike> {
  a: T;
  b: T;
  ahead: Ahead;
}

export interface HeadToHead<T extends CupResultLike> {
  /** The cups both played, in the order of the first history (newest first). */
  shared: SharedCup<T>[];
  aAhead: number;
  bAhead: number;
  ties: number;
  /** Where the span both histories cover begins (ms); undefined when it is unknown or the whole history. */
  since: number | undefined;
  /** Both histories are fully loaded: the counts are final. */
  complete: boolean;
  /** The history to load a page more of to look further back (the one covering less time), if any. */
  extend: Side | undefined;
}

// A missing value reads NaN: not finite.
const positive = (value = NaN): number | undefined => (Number.isFinite(value) && value > 0 ? value : undefined);

function compare(a: number | undefined, b: number | undefined): Ahead | undefined {
  if (a === undefined || b === undefined) return undefined;
  return a < b ? 'a' : a > b ? 'b' : 'tie';
}

/** Lower overall rank finishes ahead; without both ranks, the lower division, then the lower place in it; else a tie. */
export function whoIsAhead(a: Placing, b: Placing): Ahead {
  const byRank = compare(positive(a.rank), positive(b.rank));
  if (byRank) return byRank;
  const byDiv = compare(positive(a.div), positive(b.div));
  if (byDiv === undefined) return 'tie';
  if (byDiv !== 'tie') return byDiv;
  return compare(positive(a.divrank), positive(b.divrank)) ?? 'tie';
}

/** The better of two values of a fact: undefined when equal or when either is missing. */
export function betterOf(a: number | undefined, b: number | undefined, better: 'lower' | 'higher'): Side | undefined {
  const first = Number.isFinite(a) ? a : undefined;
  const second = Number.isFinite(b) ? b : undefined;
  const result = compare(first, second);
  if (result === undefined || result === 'tie') return undefined;
  if (better === 'lower') return result;
  return result === 'a' ? 'b' : 'a';
}

/**
 * Since when a history is known to be complete (ms): -Infinity once fully loaded, the oldest loaded cup otherwise,
 * +Infinity when no loaded cup has a readable time (nothing is known to be covered).
 */
export function coverageStart<T extends CupResultLike>(history: LoadedHistory<T>): number {
  if (history.complete) return -Infinity;
  let oldest = Infinity;
  for (const row of history.rows) {
    // An unreadable time covers nothing.
    oldest = Math.min(oldest, toDate(row.timestamp)?.valueOf() ?? Infinity);
  }
  return oldest;
}

/** The cups both played within the span both histories cover, who finished ahead in each, and the counts. */
export function headToHead<T extends CupResultLike>(a: LoadedHistory<T>, b: LoadedHistory<T>): HeadToHead<T> {
  const startA = coverageStart(a);
  const startB = coverageStart(b);
  const byId = new Map(b.rows.map((row) => [row.id, row]));
  const shared: SharedCup<T>[] = [];
  const seen = new Set<number>();
  for (const row of a.rows) {
    const other = byId.get(row.id);
    if (!other || seen.has(row.id)) continue;
    seen.add(row.id);
    shared.push({ a: row, b: other, ahead: whoIsAhead(row, other) });
  }
  const count = (side: Ahead) => shared.filter((cup) => cup.ahead === side).length;
  const start = Math.max(startA, startB);
  const complete = a.complete && b.complete;
  // The history whose loaded results stop sooner (a later start) limits the span: load more of that one. A complete
  // history starts at -Infinity, so the one chosen always has more pages.
  const extend: Side | undefined = complete ? undefined : startB > startA ? 'b' : 'a';
  return {
    shared,
    aAhead: count('a'),
    bAhead: count('b'),
    ties: count('tie'),
    since: Number.isFinite(start) ? start : undefined,
    complete,
    extend,
  };
}

/**
 * A comparison's score in a headline: "Felraki leads 7–3" (the leader's count first), "Level at 5–5"; undefined when
 * there is nothing to count.
 */
export function leadText(names: readonly [string, string], aCount: number, bCount: number): string | undefined {
  if (aCount + bCount === 0) return undefined;
  if (aCount === bCount) return `Level at ${String(aCount)}–${String(bCount)}`;
  const [leader, high, low] = aCount > bCount ? [names[0], aCount, bCount] : [names[1], bCount, aCount];
  return `${leader} leads ${String(high)}–${String(low)}`;
}
