// `/api` in the production server: answers that are the same for everyone from the shared cache (server/answerCache.ts),
// everything else (the signed-in player's own endpoints, anything but GET, a path not known to be shared) forwarded
// straight through, credentials and all, marked `private, no-store`. Both take their turn in the one upstream queue.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { routePolicy } from '../src/api/answerRoutes.ts';
import { AnswerCache, cacheHeaders, pickEncoding, type CacheState } from './answerCache.ts';
import { plainBody } from './cacheStore.ts';
import { BASE_HEADERS } from './headers.ts';
import { QueueBusy, type UpstreamQueue } from './upstreamQueue.ts';

/** What the request log says about one request (server/requestLog.ts). */
export interface RequestNote {
  cache?: CacheState | 'pass';
  upstreamMs?: number;
}

/** Forwards one request as it is; `done` is called with the answer's status and headers, or with none on a failure. */
export type Forward = (
  req: IncomingMessage,
  res: ServerResponse,
  extraHeaders: Record<string, string>,
  done: (answer?: { status: number; headers: Record<string, string | string[] | undefined> }) => void,
) => void;

export const PRIVATE_CACHE = 'private, no-store';

function sendBusy(res: ServerResponse, retryAfterMs: number, message: string): void {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  res.writeHead(503, {
    ...BASE_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': String(seconds),
  });
  // The app shows an `{"error"}` text as it is.
  res.end(JSON.stringify({ error: `${message} Please try again in ${String(seconds)} second${seconds === 1 ? '' : 's'}.` }));
}

export function createApiHandler(options: { cache: AnswerCache; queue: UpstreamQueue; forward: Forward; now: () => number }) {
  const { cache, queue, forward, now } = options;

  /** Straight through, in the queue's turn; never cached anywhere. */
  function passThrough(req: IncomingMessage, res: ServerResponse, note: RequestNote): void {
    note.cache = 'pass';
    const started = Date.now();
    queue
      .run(
        () =>
          new Promise<{ value: undefined; status?: number; headers?: Record<string, string | string[] | undefined> }>((resolve) => {
            forward(req, res, { 'Cache-Control': PRIVATE_CACHE }, (answer) => {
              note.upstreamMs = Date.now() - started;
              resolve({ value: undefined, ...(answer ?? {}) });
            });
          }),
      )
      .catch((error: unknown) => {
        if (res.headersSent) return;
        sendBusy(res, error instanceof QueueBusy ? error.retryAfterMs : 10_000, 'The API asked for a pause.');
      });
  }

  /** Answers a shared GET from the cache and says true; says false for a request to pass through. */
  function cached(req: IncomingMessage, res: ServerResponse, note: RequestNote): boolean {
    const url = req.url ?? '/';
    const route = req.method === 'GET' || req.method === 'HEAD' ? routePolicy(url) : undefined;
    if (!route?.shared) return false;
    // Shared: the same answer for whoever asks, so it is asked without the visitor's credentials.
    const target = new URL(url, 'http://localhost');
    cache
      .answer(target.pathname + target.search, route)
      .then((outcome) => {
        note.cache = outcome.state;
        if (outcome.upstreamMs !== undefined) note.upstreamMs = outcome.upstreamMs;
        if (outcome.state === 'error') {
          sendBusy(res, outcome.retryAfterMs, outcome.message);
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
          Vary: 'Accept-Encoding',
          ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      })
      .catch((error: unknown) => {
        console.error(`${url}: answer cache failed (${error instanceof Error ? error.message : String(error)})`);
        if (!res.headersSent) sendBusy(res, 10_000, 'The server could not answer.');
      });
    return true;
  }

  return { cached, passThrough };
}
