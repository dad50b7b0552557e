// Two facts the shell shows about the answers on screen, read from the cache: how old the oldest restored answer is,
// and how long a page waits for the API's rate limit. Each is computed once per burst of cache events (a fetch that
// ends fires several), not once per event, so a fan-out page of hundreds of queries stays cheap.
import { useMemo, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { showsRestoredAnswer } from './restoredAnswers';

/**
 * The time of the oldest answer restored from an earlier visit that the page shows while its fresh copy is on its way
 * (or cannot come, offline), or 0. Answers that cannot change (a past month, a closed board) are not stale and need no
 * stamp. Only what the answer store restored counts: an answer this visit fetched is as recent as the page.
 */
export function oldestRestoredAnswer(client: QueryClient): number {
  let oldest = 0;
  for (const query of client.getQueryCache().getAll()) {
    const at = query.state.dataUpdatedAt;
    if (!showsRestoredAnswer(client, query) || query.getObserversCount() === 0 || !query.isStale()) continue;
    if (oldest === 0 || at < oldest) oldest = at;
  }
  return oldest;
}

/**
 * The seconds a page's answer waits for the API's rate limit to reset before it is asked again (the query client
 * retries a 429 after its reset), or undefined when nothing waits. -1: the server did not say.
 */
export function rateLimitWait(client: QueryClient): number | undefined {
  for (const query of client.getQueryCache().getAll()) {
    const reason = query.state.fetchFailureReason;
    if (query.state.fetchStatus === 'fetching' && reason instanceof ApiError && reason.kind === 'rate-limit')
      return reason.retryAfterSeconds ?? -1;
  }
  return undefined;
}

/** A store of a value of the whole cache, recomputed once after each burst of cache events. */
function cacheValueStore<T>(client: QueryClient, compute: (client: QueryClient) => T) {
  let value = compute(client);
  return {
    subscribe: (onChange: () => void) => {
      let pending = false;
      const unsubscribe = client.getQueryCache().subscribe(() => {
        if (pending) return;
        pending = true;
        queueMicrotask(() => {
          pending = false;
          value = compute(client);
          onChange();
        });
      });
      value = compute(client);
      return unsubscribe;
    },
    get: () => value,
  };
}

function useCacheValue<T>(compute: (client: QueryClient) => T): T {
  const client = useQueryClient();
  const store = useMemo(() => cacheValueStore(client, compute), [client, compute]);
  return useSyncExternalStore(store.subscribe, store.get);
}

export const useOldestRestoredAnswer = (): number => useCacheValue(oldestRestoredAnswer);
export const useRateLimitWait = (): number | undefined => useCacheValue(rateLimitWait);
