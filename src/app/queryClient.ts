import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** Retry once on transport trouble and 5xx; never on answers that will not change (4xx, {error}, HTML). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'network' || (error.kind === 'http' && (error.status ?? 0) >= 500);
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
      },
      mutations: { retry: false },
    },
  });
}
