// The server's shared answer cache for GET /api paths that answer the same for everyone (src/data/routeTable.ts):
// - fresh answers go out from the cache; identical requests at once become one upstream request (the others wait for
//   it, across instances too: a short lock in the store, the others read what the holder stored);
// - a stale answer goes out at once while one refresh runs (stale-while-revalidate);
// - when the API fails, times out or answers 429, the last good answer goes out (stale-if-error); without one, 503
//   with Retry-After.
// How long each answer is fresh comes from the policy the app's answer store reads too (src/api/answerFreshness.ts).
import type { IncomingHttpHeaders } from 'node:http';
import Negotiator from 'negotiator';
import { pathFreshness, type RoutePolicy } from '../src/data/routeTable.ts';
import { encodeBodies, plainBody, type CacheEntry, type CacheStore } from './cacheStore.ts';
import { within } from './timeLimit.ts';
import { QueueBusy, type UpstreamQueue } from './upstreamQueue.ts';
import type { UpstreamAnswer } from './upstreamFetch.ts';

/**
 * hit: fresh from the cache; stale: from the cache while it is refreshed, or because the API failed or was slow; miss:
 * asked; uncached: asked, but not JSON, so passed on once and never kept; over-budget: the client may not cause another
 * upstream request yet; error: nothing to send.
 */
export type CacheState = 'hit' | 'miss' | 'stale' | 'error' | 'uncached' | 'over-budget';

export type Outcome =
  | { state: 'hit' | 'miss' | 'stale'; entry: CacheEntry; upstreamMs?: number }
  | { state: 'uncached'; answer: UpstreamAnswer; upstreamMs: number }
  | { state: 'over-budget' }
  | { state: 'error'; retryAfterMs: number; message: string; upstreamMs?: number; paused?: boolean };

type Fetched =
  | { entry: CacheEntry; upstreamMs: number }
  | { uncached: UpstreamAnswer; upstreamMs: number }
  | { retryAfterMs: number; message: string; upstreamMs: number; paused?: boolean };

export interface AnswerCacheOptions {
  store: CacheStore;
  queue: UpstreamQueue;
  /** Asks the API for one path (server/upstreamFetch.ts, or a stand-in in tests). */
  fetch: (path: string) => Promise<UpstreamAnswer>;
  now?: () => number;
  /** How long an instance may hold the upstream lock on a key, in ms (10 s). */
  lockMs?: number;
  /** How often a waiting instance looks for the holder's answer, in ms (25). */
  pollMs?: number;
  /** Where store failures are told (by default on stderr, each failure once until another comes between). */
  onStoreError?: (error: unknown) => void;
  /** How long a visitor waits for a refresh when a stale-if-error answer could be sent instead, in ms (3 s). */
  staleWaitMs?: number;
}

/** A 5xx or refused answer's error text, when it sent one: the visitor reads it ("account not found"). */
function errorText(answer: UpstreamAnswer): string | undefined {
  try {
    const body = JSON.parse(answer.body.toString()) as unknown;
    if (
      typeof body === 'object' &&
      body !== null &&
      'error' in body &&
      typeof body.error === 'string' &&
      body.error !== ''
    )
      return body.error;
  } catch {
    // Not JSON.
  }
  return undefined;
}

const parse = (body: Buffer): unknown => {
  try {
    return JSON.parse(body.toString()) as unknown;
  } catch {
    return undefined;
  }
};

/** How long an error answer (a 404, an `{"error"}`) is kept: long enough to spare the API a burst, short enough to heal. */
export const ERROR_ANSWER_MS = 30_000;
/** Retry-After when the API failed without saying when to come back. */
const FAILURE_RETRY_MS = 10_000;

export class AnswerCache {
  private readonly store: CacheStore;
  private readonly queue: UpstreamQueue;
  private readonly fetchPath: (path: string) => Promise<UpstreamAnswer>;
  private readonly now: () => number;
  private readonly lockMs: number;
  private readonly pollMs: number;
  private readonly onStoreError: (error: unknown) => void;
  private readonly staleWaitMs: number;
  private readonly inflight = new Map<string, Promise<Fetched>>();
  /** Upstream requests made, for the bench and the tests. */
  upstreamRequests = 0;

  constructor(options: AnswerCacheOptions) {
    this.store = options.store;
    this.queue = options.queue;
    this.fetchPath = options.fetch;
    this.now = options.now ?? Date.now;
    this.lockMs = options.lockMs ?? 10_000;
    this.pollMs = options.pollMs ?? 25;
    this.onStoreError = options.onStoreError ?? onceEach((message) => console.error(`answer cache: ${message}`));
    this.staleWaitMs = options.staleWaitMs ?? 3000;
  }

  /** Refreshes under way (SIGTERM waits for them). */
  get pending(): number {
    return this.inflight.size;
  }

  /**
   * The answer to a GET of `path` (path and query: the key), from the cache or the API. `spend` is asked before this
   * request starts an upstream request of its own (not when it joins one under way, nor for a background refresh):
   * false, and it gets the last good answer or none. `revalidate`: asked of the API even while fresh.
   */
  async answer(
    path: string,
    route: RoutePolicy,
    spend: () => boolean = () => true,
    options: { revalidate?: boolean } = {},
  ): Promise<Outcome> {
    const cached = await this.read(path);
    const now = this.now();
    // Asked to revalidate (Cache-Control: no-cache, an answer the visitor has just changed): what is kept is only the
    // answer to fall back on.
    if (!options.revalidate && cached && now < cached.freshUntil) return { state: 'hit', entry: cached };
    if (!options.revalidate && cached && now < cached.staleUntil) {
      this.refresh(path, route, cached).catch(() => undefined);
      return { state: 'stale', entry: cached };
    }
    const fallback = cached && (options.revalidate === true || now < cached.errorUntil) ? cached : undefined;
    // The API asked for a pause: the last good answer now, rather than after the wait.
    if (fallback && this.queue.pausedForMs() > 0) return { state: 'stale', entry: fallback };
    if (!this.inflight.has(path) && !spend())
      return fallback ? { state: 'stale', entry: fallback } : { state: 'over-budget' };
    const refreshing = this.refresh(path, route, cached);
    // With a last good answer in hand, a slow API costs the visitor a few seconds at most; the refresh goes on.
    const fetched = fallback ? await within(refreshing, this.staleWaitMs, () => undefined) : await refreshing;
    if (fetched === undefined) return { state: 'stale', entry: fallback ?? (cached as CacheEntry) };
    if ('entry' in fetched) return { state: 'miss', entry: fetched.entry, upstreamMs: fetched.upstreamMs };
    if ('uncached' in fetched) return { state: 'uncached', answer: fetched.uncached, upstreamMs: fetched.upstreamMs };
    if (fallback && this.now() < fallback.errorUntil)
      return { state: 'stale', entry: fallback, upstreamMs: fetched.upstreamMs };
    return {
      state: 'error',
      retryAfterMs: fetched.retryAfterMs,
      message: fetched.message,
      upstreamMs: fetched.upstreamMs,
      ...(fetched.paused ? { paused: true } : {}),
    };
  }

  private async read(key: string): Promise<CacheEntry | undefined> {
    try {
      return await this.store.get(key);
    } catch (error) {
      this.onStoreError(error);
      return undefined;
    }
  }

  /** One refresh per key at a time in this process; the callers of the same key share it. */
  private refresh(key: string, route: RoutePolicy, previous: CacheEntry | undefined): Promise<Fetched> {
    let running = this.inflight.get(key);
    if (!running) {
      running = this.fetchAndStore(key, route, previous).finally(() => this.inflight.delete(key));
      this.inflight.set(key, running);
    }
    return running;
  }

  private async fetchAndStore(key: string, route: RoutePolicy, previous: CacheEntry | undefined): Promise<Fetched> {
    const locked = await this.store.lock(key, this.lockMs).catch((error: unknown) => {
      this.onStoreError(error);
      return true;
    });
    if (!locked) {
      // Another instance is asking the API for this key: its answer will be in the store.
      const theirs = await this.waitForOther(key, previous);
      if (theirs) return { entry: theirs, upstreamMs: 0 };
    }
    try {
      return await this.fetchUpstream(key, route);
    } finally {
      // Not waited for: a slow store costs the visitor nothing more once the answer is in hand.
      if (locked) this.store.unlock(key).catch((error: unknown) => this.onStoreError(error));
    }
  }

  private async waitForOther(key: string, previous: CacheEntry | undefined): Promise<CacheEntry | undefined> {
    const until = Date.now() + this.lockMs;
    while (Date.now() < until) {
      await new Promise((done) => setTimeout(done, this.pollMs));
      const entry = await this.read(key);
      if (entry && entry.fetchedAt > (previous?.fetchedAt ?? Number.NEGATIVE_INFINITY)) return entry;
    }
    return undefined;
  }

  private async fetchUpstream(key: string, route: RoutePolicy): Promise<Fetched> {
    const started = Date.now();
    let answer: UpstreamAnswer;
    try {
      answer = await this.queue.run(async () => {
        this.upstreamRequests += 1;
        const value = await this.fetchPath(key);
        return { value, status: value.status, headers: value.headers };
      });
    } catch (error) {
      const upstreamMs = Date.now() - started;
      if (error instanceof QueueBusy)
        return { retryAfterMs: error.retryAfterMs, message: 'The API asked for a pause.', upstreamMs, paused: true };
      return { retryAfterMs: FAILURE_RETRY_MS, message: 'The API could not be reached.', upstreamMs };
    }
    const upstreamMs = Date.now() - started;
    if (answer.status === 429)
      return {
        retryAfterMs: Math.max(1000, this.queue.pausedForMs()),
        message: 'The API asked for a pause.',
        upstreamMs,
        paused: true,
      };
    if (answer.status >= 500)
      return {
        retryAfterMs: FAILURE_RETRY_MS,
        message: errorText(answer) ?? `The API answered with an error (HTTP ${String(answer.status)}).`,
        upstreamMs,
      };
    // Only JSON that parses is shared: an HTML page or a cut body is passed on once, never kept.
    if (parse(answer.body) === undefined) return { uncached: answer, upstreamMs };
    const entry = await this.entryOf(answer, route);
    // Not waited for either (the lock's release goes after it on the same connection).
    if (entry.freshUntil > entry.fetchedAt)
      this.store.set(key, entry).catch((error: unknown) => this.onStoreError(error));
    return { entry, upstreamMs };
  }

  private async entryOf(answer: UpstreamAnswer, route: RoutePolicy): Promise<CacheEntry> {
    const fetchedAt = this.now();
    const base = {
      status: answer.status,
      contentType: 'application/json; charset=utf-8',
      fetchedAt,
      bodies: encodeBodies(answer.body),
    };
    const body = parse(answer.body);
    if (answer.status !== 200 || errorText(answer) !== undefined) {
      // An error answer is kept briefly, and never sent in place of a failure.
      const until = fetchedAt + Math.min(ERROR_ANSWER_MS, pathFreshness(route, { fetchedAt, now: fetchedAt }).freshMs);
      return { ...base, freshUntil: until, staleUntil: until, errorUntil: until };
    }
    const parentEntry = route.parentPath === undefined ? undefined : await this.read(route.parentPath);
    const parent = parentEntry && parentEntry.status === 200 ? parse(plainBody(parentEntry)) : undefined;
    const freshness = pathFreshness(route, { answer: body, parent, fetchedAt, now: fetchedAt });
    const freshUntil = fetchedAt + freshness.freshMs;
    return {
      ...base,
      freshUntil,
      staleUntil: freshUntil + freshness.staleMs,
      errorUntil: freshUntil + freshness.errorMs,
    };
  }
}

/**
 * The headers the cache adds to what it sends. A browser asks the server again every time (`no-cache`): the app keeps
 * its own store with its own freshness, and a browser cache that followed stale-while-revalidate would hand the app an
 * answer days old as if new. A CDN in front caches as this server does, told in CDN-Cache-Control (RFC 9213), which
 * browsers ignore.
 */
export function cacheHeaders(entry: CacheEntry, state: CacheState, now: number): Record<string, string> {
  const seconds = (ms: number) => String(Math.max(0, Math.round(ms / 1000)));
  const fresh = seconds(entry.freshUntil - entry.fetchedAt);
  const cdn =
    entry.status === 200
      ? `public, max-age=${fresh}, stale-while-revalidate=${seconds(entry.staleUntil - entry.freshUntil)}, stale-if-error=${seconds(entry.errorUntil - entry.freshUntil)}`
      : `public, max-age=${fresh}`;
  return {
    'Cache-Control': 'no-cache',
    'CDN-Cache-Control': cdn,
    Age: seconds(now - entry.fetchedAt),
    'X-Cache': state.toUpperCase(),
  };
}

/** The encoding to send an entry in, by the browser's Accept-Encoding (read by negotiator: no pattern to backtrack on). */
export function pickEncoding(entry: CacheEntry, headers: IncomingHttpHeaders): 'br' | 'gzip' | 'identity' {
  const kept = (['br', 'gzip'] as const).filter((encoding) => entry.bodies[encoding] !== undefined);
  const chosen = new Negotiator({ headers }).encoding([...kept, 'identity'], { preferred: [...kept, 'identity'] });
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

/** A reporter that tells each message once until another comes between: a store that is down is said once, not per call. */
export function onceEach(tell: (message: string) => void): (error: unknown) => void {
  let last = '';
  return (error) => {
    const message = error instanceof Error ? error.message : String(error);
    if (message !== last) tell(message);
    last = message;
  };
}
