// What a page may ask of the cache beyond its queries, through the factories' own options: nothing outside
// src/data reads or writes the cache by key (eslint.config.js holds it).
import { useQueries, type DataTag, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** How many of these answers the cache holds now: watched, never asked for (a page decides whether to start). */
export function useHeldCount(queries: readonly { queryKey: QueryKey }[]): number {
  const held = useQueries({ queries: queries.map((query) => ({ queryKey: query.queryKey, enabled: false })) });
  return held.filter((query) => query.data !== undefined).length;
}

/** Drops a list's kept pages, so that it starts over at its first page (a filter chosen again). */
export function startOver(client: QueryClient, query: { queryKey: QueryKey }): void {
  client.removeQueries({ queryKey: query.queryKey, exact: true });
}

/** Puts an answer the API sent back to a change (a saved form) in place of the one held. */
export function replaceAnswer<T, E>(
  client: QueryClient,
  query: { queryKey: DataTag<QueryKey, T, E> },
  answer: T,
): void {
  client.setQueryData(query.queryKey, answer);
}
