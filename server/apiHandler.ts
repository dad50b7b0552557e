// `/api` in the production server: answers that are the same for everyone from the shared cache (server/answerCache.ts),
// everything else (the signed-in player's own endpoints, a POST, a path not known to be shared) forwarded straight
// through, credentials and all, marked `private, no-store`. Both take their turn in the one upstream queue, and each
// client has a budget of upstream requests a minute, so one client asking for new addresses cannot spend everyone's
// allowance of the API.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { routePolicy, sharedAddress } from '../src/data/routeTable.ts';
import { asSentence } from '../src/lib/format.ts';
import { AnswerCache, cacheHeaders, pickEncoding, type CacheState } from './answerCache.ts';
import { plainBody } from './cacheStore.ts';
import type { ForwardDone, ForwardRequest } from './forward.ts';
import { BASE_HEADERS } from './headers.ts';
import { RateTable } from './rateTable.ts';
import { QueueBusy, type UpstreamQueue } from './upstreamQueue.ts';

/** What the request log says about one request (server/requestLog.ts). */
export interface RequestNote {
  cache?: CacheState | 'pass' | 'over-budget';
  upstreamMs?: number;
}

/** A request's address, normalised (app.ts, requestTarget): its path, its query, and both together. */
export interface RequestTarget {
  pathname: string;
  search: string;
  path: string;
}

/** Forwards one request as it is (server/forward.ts), given what the handler adds. */
export type Forward = (
  request: Pick<ForwardRequest, 'req' | 'res' | 'path' | 'body' | 'extraHeaders' | 'done'>,
) => void;

export const PRIVATE_CACHE = 'private, no-store';
/** An answer that is not JSON (an HTML error page, a cut body) may be anything: the browser runs nothing of it. */
export const INERT_POLICY = "default-src 'none'; sandbox";

/**
 * Upstream requests one client may cause per minute. Shared misses: a visitor's cold pages ask a few each (the crowd's
 * answers come from the cache), while a client that asks new addresses on purpose (player after player) would spend
 * the API's 40 a minute alone. Forwarded calls: My records asks up to 50 of the player's own records, spread by the
 * app over the API's window.
 */
export const CLIENT_UPSTREAM_PER_MINUTE = { sharedMisses: 12, forwarded: 60 } as const;

/**
 * An error the app shows as it is (`{"error"}`), with when to ask again. 429 when the wait is the API's pause or the
 * client's budget, with X-Ratelimit-Reset as the API sends it: the app then waits for the reset and says so, as it does
 * talking to the API itself. 503 when the API could not answer.
 */
function sendError(res: ServerResponse, status: 503 | 429, retryAfterMs: number, message: string): void {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  res.writeHead(status, {
    ...BASE_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': String(seconds),
    ...(status === 429 ? { 'X-Ratelimit-Reset': String(seconds) } : {}),
  });
  res.end(
    JSON.stringify({
      error: `${asSentence(message)} Please try again in ${String(seconds)} second${seconds === 1 ? '' : 's'}.`,
    }),
  );
}

const OVER_BUDGET = 'You asked for many new answers in a short time.';

export interface ApiHandlerOptions {
  cache: AnswerCache;
  queue: UpstreamQueue;
  forward: Forward;
  now: () => number;
  /** Who a request comes from (server/clientAddress.ts). */
  clientOf: (req: IncomingMessage) => string;
  /** Upstream requests per client per minute (CLIENT_UPSTREAM_PER_MINUTE). */
  perClientPerMinute?: { sharedMisses: number; forwarded: number };
  /** The shared cache's key of a request's address (the address, unless the server varies on headers: app.ts). */
  keyOf: (req: IncomingMessage, address: string) => string;
}

export function createApiHandler(options: ApiHandlerOptions) {
  const { cache, queue, forward, now, clientOf, keyOf } = options;
  const perMinute = options.perClientPerMinute ?? CLIENT_UPSTREAM_PER_MINUTE;
  const budgets = {
    sharedMisses: new RateTable(perMinute.sharedMisses, Number.POSITIVE_INFINITY, 60_000, 10_000),
    forwarded: new RateTable(perMinute.forwarded, Number.POSITIVE_INFINITY, 60_000, 10_000),
  };
  /** Spends one of the client's upstream requests of a kind: 0 when allowed, else the seconds until one is. */
  const spend = (req: IncomingMessage, kind: keyof typeof budgets) => budgets[kind].take(clientOf(req), Date.now());

  /** Straight through, in the queue's turn, on the client's budget; never cached anywhere. */
  function passThrough(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    note: RequestNote,
    body?: Buffer,
  ): void {
    const wait = spend(req, 'forwarded');
    if (wait > 0) {
      note.cache = 'over-budget';
      sendError(res, 429, wait * 1000, OVER_BUDGET);
      return;
    }
    note.cache = 'pass';
    const started = Date.now();
    queue
      .run(
        () =>
          new Promise<{ value: undefined; status?: number; headers?: Record<string, string | string[] | undefined> }>(
            (resolve) => {
              // The turn ends when the answer's head comes: a visitor who reads it slowly holds a connection, not a turn.
              const done: ForwardDone = (answer) => {
                note.upstreamMs = Date.now() - started;
                resolve({ value: undefined, ...(answer ?? {}) });
              };
              forward({
                req,
                res,
                path,
                ...(body ? { body } : {}),
                extraHeaders: { 'Cache-Control': PRIVATE_CACHE },
                done,
              });
            },
          ),
      )
      .catch((error: unknown) => {
        if (res.headersSent) return;
        if (error instanceof QueueBusy) sendError(res, 429, error.retryAfterMs, 'The API asked for a pause.');
        else sendError(res, 503, 10_000, 'The server could not answer.');
      });
  }

  /** Answers a shared GET or HEAD of `target` from the cache and says true; says false for one to pass through. */
  function cached(req: IncomingMessage, res: ServerResponse, target: RequestTarget, note: RequestNote): boolean {
    const { pathname, search, path } = target;
    const route = req.method === 'GET' || req.method === 'HEAD' ? routePolicy(path) : undefined;
    if (!route?.shared) return false;
    // Shared: the same answer for whoever asks, so it is asked without the visitor's credentials, under its address
    // with only the query the site sends.
    // A browser asked past every cache (fetch's `cache: 'reload'`): the shared answer is asked again, on this client's
    // budget of misses.
    const revalidate = [req.headers['cache-control'], req.headers.pragma].some((value) =>
      /(^|[\s,])no-cache($|[\s,])/i.test(value ?? ''),
    );
    cache
      .answer(keyOf(req, sharedAddress(pathname, search)), route, () => spend(req, 'sharedMisses') === 0, {
        revalidate,
      })
      .then((outcome) => {
        note.cache = outcome.state;
        if ('upstreamMs' in outcome && outcome.upstreamMs !== undefined) note.upstreamMs = outcome.upstreamMs;
        if (outcome.state === 'error') {
          sendError(res, outcome.paused ? 429 : 503, outcome.retryAfterMs, outcome.message);
          return;
        }
        if (outcome.state === 'over-budget') {
          sendError(res, 429, 60_000, OVER_BUDGET);
          return;
        }
        if (outcome.state === 'uncached') {
          // Not JSON: passed on once, never kept, and inert in the browser.
          const body = outcome.answer.body;
          res.writeHead(outcome.answer.status, {
            ...BASE_HEADERS,
            'Content-Type': outcome.answer.headers['content-type'] ?? 'application/octet-stream',
            'Content-Length': String(body.length),
            'Content-Security-Policy': INERT_POLICY,
            'Cache-Control': 'no-store',
            'X-Cache': 'UNCACHED',
          });
          res.end(req.method === 'HEAD' ? undefined : body);
          return;
        }
        const { entry } = outcome;
        const encoding = pickEncoding(entry, req.headers);
        const body = encoding === 'identity' ? plainBody(entry) : (entry.bodies[encoding] ?? Buffer.alloc(0));
        res.writeHead(entry.status, {
          ...BASE_HEADERS,
          ...cacheHeaders(entry, outcome.state, now()),
          'Content-Type': entry.contentType,
          'Content-Length': String(body.length),
          'Content-Security-Policy': INERT_POLICY,
          Vary: 'Accept-Encoding',
          ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      })
      .catch((error: unknown) => {
        console.error(`${path}: answer cache failed (${error instanceof Error ? error.message : String(error)})`);
        if (!res.headersSent) sendError(res, 503, 10_000, 'The server could not answer.');
      });
    return true;
  }

  return { cached, passThrough };
}
