import { QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../api/client';

/** How long an answer stays fresh (ms) by what its query says of it, or undefined when it says nothing. */
export type FreshnessRule = (query: Query, read: (key: QueryKey) => unknown, now: number) => number | undefined;

/**
 * The one freshness rule (freshnessPolicy.ts: by each answer's kind), set when its chunk has loaded, before the
 * first answer is a second old: the boot asks for it at once. Until then, and for a query that names no kind, an
 * answer is fresh 5 minutes (the API caches for about 10).
 */
let freshnessRule: FreshnessRule | undefined;
const UNNAMED_FRESH_MS = 5 * 60_000;

export function setFreshnessRule(rule: FreshnessRule): void {
  freshnessRule = rule;
}

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

const isPages = (data: unknown): data is { pages: unknown[]; pageParams: unknown[] } =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as { pages?: unknown }).pages) &&
  Array.isArray((data as { pageParams?: unknown }).pageParams);

/**
 * A long list (an infinite query) shown again once stale is refreshed from its first page alone: TanStack refetches
 * every page it holds, and a ranking read to its tenth page would cost ten requests on the way back. The later pages
 * come again on demand (Load more). The pages are cut before the list's observer asks, with their fetch time kept, so
 * the list is still stale and its refetch asks for the one page.
 */
function refreshListsFromTheTop(client: QueryClient): void {
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded') return;
    const { query, observer } = event;
    const data: unknown = query.state.data;
    const { dataUpdatedAt } = query.state;
    if (
      !isPages(data) ||
      data.pages.length < 2 ||
      observer.options.enabled === false ||
      observer.options.refetchOnMount === false
    )
      return;
    const { staleTime } = observer.options;
    if (!query.isStaleByTime(typeof staleTime === 'function' ? staleTime(query) : staleTime)) return;
    query.setData(
      { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
      { updatedAt: dataUpdatedAt, manual: false },
    );
  });
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const staleTime = (query: Query): number => {
    if (query.state.data === undefined) return 0;
    return freshnessRule?.(query, (key) => client.getQueryData(key), Date.now()) ?? UNNAMED_FRESH_MS;
  };
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime,
        gcTime: 15 * 60_000,
        refetchOnWindowFocus: false,
        retry: options.retry === false ? false : shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
  refreshListsFromTheTop(client);
  return client;
}
