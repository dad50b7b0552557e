// What a query factory says about its answer beyond the key and the fetch: which kind of answer it is (its freshness,
// and whether this browser may keep it across visits: src/api/answerFreshness.ts, shared with the server) and the
// facts the policy needs that the answer itself does not carry. It travels on TanStack Query's `meta`, so the answer
// store (src/data/cache/answerStore.ts, answerPolicy.ts) reads it from the query, and from the stored entry (dehydrate keeps
// `meta`, hydrate puts it back), instead of a copy of the keys. Plain data only: it is stored with the answer.
import type { AnswerKindName } from './answerFreshness';

export type AnswerMeta = {
  /** The kind of answer. A query without one is never kept across visits (the store is an allow-list). */
  answerKind?: AnswerKindName;
  /** A Track of the Day month: months back from the current one. */
  monthOffset?: number;
  /** A board's closed flag, for a query that knows it before its answer (a search over a board's positions). */
  closed?: boolean;
  /** The query whose answer this one's fixedness follows: a cup's, for its results. */
  parentKey?: readonly (string | number)[];
  /** The account an `owned` kind's answer belongs to (the signed-in player's own records): kept only for it. */
  accountId?: string;
  /** Where the API's own answer lies in the query's data, when the query wraps it (an infinite list's first page). */
  answerAt?: readonly (string | number)[];
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AnswerMeta;
  }
}
