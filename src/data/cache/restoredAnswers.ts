import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * The answers each query client got from the store of an earlier visit: query hash -> when that answer was fetched.
 * The answer store (answerStore.ts) fills it as it restores; the "Data as of" stamp reads it. Its own module, so the
 * stamp asks the store what it restored instead of guessing from times.
 */
const restoredByClient = new WeakMap<QueryClient, Map<string, number>>();

/** The client's map of restored answers, made on first use. */
export function restoredAnswersOf(client: QueryClient): Map<string, number> {
  let restored = restoredByClient.get(client);
  if (!restored) {
    restored = new Map();
    restoredByClient.set(client, restored);
  }
  return restored;
}

/** Whether the query shows the answer the store restored (not one fetched since). */
export function showsRestoredAnswer(client: QueryClient, query: Query): boolean {
  const at = query.state.dataUpdatedAt;
  return at !== 0 && restoredByClient.get(client)?.get(query.queryHash) === at;
}
