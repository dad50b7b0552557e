import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** The longest wait for a rate limit to reset before asking again; a longer one shows the error instead. */
const MAX_RATE_LIMIT_WAIT_S = 60;

/** The seconds a 429 says to wait, or undefined for any other failure. */
const rateLimitWait = (error: unknown): number | undefined =>
  error instanceof ApiError && error.kind === 'rate-limit' ? (error.retryAfterSeconds ?? 1) : undefined;

/**
 * Retry once on transport trouble, 5xx, and a 429 whose reset is near (the page keeps loading and recovers by itself);
 * never on answers that will not change (4xx, {error}, HTML).
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof ApiError)) return false;
  const wait = rateLimitWait(error);
  if (wait !== undefined) return wait <= MAX_RATE_LIMIT_WAIT_S;
  return error.kind === 'network' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}

/** A 429 waits for its reset (a second when the server does not say); anything else as TanStack Query would (1 s). */
function retryDelay(failureCount: number, error: unknown): number {
  const wait = rateLimitWait(error);
  if (wait !== undefined) return Math.max(1, wait) * 1000;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The API caches for about 10 minutes; going back to a page renders from cache.
        staleTime: 5 * 60_000,
        gcTime: 15 * 60_000,
        refetchOnWindowFocus: false,
        retry: options.retry === false ? false : shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}
