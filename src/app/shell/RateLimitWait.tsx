import { useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { countOf } from '../../lib/format';

/**
 * The seconds a page's answer waits for the API's rate limit to reset before it is asked again (the query client
 * retries a 429 after its reset, see queryClient.ts), or undefined when nothing waits. -1: the server did not say.
 */
export function rateLimitWait(client: QueryClient): number | undefined {
  for (const query of client.getQueryCache().getAll()) {
    const reason = query.state.fetchFailureReason;
    if (query.state.fetchStatus === 'fetching' && reason instanceof ApiError && reason.kind === 'rate-limit') return reason.retryAfterSeconds ?? -1;
  }
  return undefined;
}

/** "The API asked us to slow down…" while a page's answer waits to be asked again; nothing otherwise. */
export function RateLimitWait() {
  const client = useQueryClient();
  const seconds = useSyncExternalStore((onChange) => client.getQueryCache().subscribe(onChange), () => rateLimitWait(client));
  if (seconds === undefined) return null;
  return (
    <p className="notification is-info is-light" role="status">
      The API asked this site to slow down: the page asks again {seconds < 0 ? 'in a moment' : `in ${countOf(Math.max(1, seconds), 'second')}`}.
    </p>
  );
}
