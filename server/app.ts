// The production server's request handling: the built site from disk, `/api` and `/img` forwarded to the real site,
// everything compressed and sent with the headers of server/headers.ts. server/serve.ts starts it; tests start it on
// a free port against a stub upstream.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { AnswerCache } from './answerCache.ts';
import { createApiHandler, type RequestNote, type RequestTarget } from './apiHandler.ts';
import { MemoryStore, type CacheStore } from './cacheStore.ts';
import { clientAddress } from './clientAddress.ts';
import { forward } from './forward.ts';
import {
  BASE_HEADERS,
  cacheControl,
  isProxiedPath,
  PROXIED_PREFIXES,
  siteHeaders,
  UPSTREAM_ORIGIN,
  type PolicyOptions,
} from './headers.ts';
import { createReportHandler, REPORT_PATH, type ReportOptions } from './report.ts';
import { readBody, Refusal, refuse } from './requestBody.ts';
import { BODY_TIMEOUT_MS, dropRanges, FORWARDED_BODY_LIMIT, refusal } from './requestGuard.ts';
import { logRequest, stdoutLog, type RequestLogLine } from './requestLog.ts';
import { fetchAnswer } from './upstreamFetch.ts';
import { UpstreamQueue, type QueueOptions } from './upstreamQueue.ts';

export interface ServeOptions extends PolicyOptions {
  /** The built site (`npm run build` writes dist/). */
  dist: string;
  /** Where `/api` and `/img` go; the real site unless a test or a staging setup names another. */
  upstream?: string;
  /** How long an upstream answer may take to start, in milliseconds. */
  upstreamTimeoutMs?: number;
  /** POST /report, the app's API drift reports (server/report.ts): limits and where the lines go. */
  report?: ReportOptions;
  /** The shared answer cache (server/answerCache.ts): its engine (in memory, 64 MB, unless named), the queue, the clock. */
  cache?: {
    store?: CacheStore;
    maxBytes?: number;
    queue?: QueueOptions;
    now?: () => number;
    lockMs?: number;
    staleWaitMs?: number;
  };
  /** Upstream requests one client may cause per minute, by kind (server/apiHandler.ts, CLIENT_UPSTREAM_PER_MINUTE). */
  clientUpstreamPerMinute?: { sharedMisses: number; forwarded: number };
  /** The path prefixes forwarded to the upstream (PROXIED_PREFIXES: /api and /img; a stand-in API may serve more). */
  forwardPrefixes?: readonly string[];
  /**
   * Request headers that choose another answer upstream (a stand-in API's scenario switches): forwarded with every
   * request, shared fetches too, and part of the shared cache's key. None in production.
   */
  varyHeaders?: readonly string[];
  /** Where the one JSON line per request goes: stdout unless named; false for none. */
  log?: ((line: RequestLogLine) => void) | false;
}

/** The default bound of the in-memory answer cache. */
export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string>): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

/**
 * The path and query a request names, normalised as a browser would (backslashes read as slashes, dot segments
 * resolved), or undefined when it is not an address: every route is chosen by this path, and this path is the one
 * asked upstream and kept in the cache.
 */
export function requestTarget(url: string | undefined): RequestTarget | undefined {
  try {
    // The origin-form path only: an absolute URL in the request line must not pick another host.
    const target = new URL(url ?? '/', 'http://localhost');
    return { pathname: target.pathname, search: target.search, path: target.pathname + target.search };
  } catch {
    return undefined;
  }
}

/**
 * The shared cache's key of an address: the address itself, or with the values of the vary headers after a line
 * break (no address holds one) when the server names any.
 */
function keyOf(address: string, varyHeaders: readonly string[], req: IncomingMessage): string {
  if (varyHeaders.length === 0) return address;
  const values = Object.fromEntries(
    varyHeaders.flatMap((name) => (typeof req.headers[name] === 'string' ? [[name, req.headers[name]]] : [])),
  );
  return Object.keys(values).length === 0 ? address : `${address}\n${JSON.stringify(values)}`;
}

function readKey(key: string): { path: string; headers: Record<string, string> } {
  const [path = key, varied] = key.split('\n', 2);
  return { path, headers: varied === undefined ? {} : (JSON.parse(varied) as Record<string, string>) };
}

/** The production server's request handling, with its cache and queue (serve.ts drains them on SIGTERM). */
export interface ServeApp {
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  cache: AnswerCache;
  queue: UpstreamQueue;
  store: CacheStore;
  /** From now on /healthz says 503, so a load balancer sends no new visitors; requests under way go on. */
  startDraining: () => void;
}

/** The request handler of the production server. */
export function createServeHandler(options: ServeOptions): (req: IncomingMessage, res: ServerResponse) => void {
  return createServeApp(options).handle;
}

export function createServeApp(options: ServeOptions): ServeApp {
  const dist = resolve(options.dist);
  const upstream = new URL(options.upstream ?? UPSTREAM_ORIGIN);
  const timeoutMs = options.upstreamTimeoutMs ?? 30_000;
  const pageHeaders = siteHeaders(options);
  const now = options.cache?.now ?? Date.now;
  const store = options.cache?.store ?? new MemoryStore(options.cache?.maxBytes ?? DEFAULT_CACHE_BYTES, now);
  // The queue keeps real time: the API's rate window is real, whatever clock the cache's freshness is read by.
  const queue = new UpstreamQueue(options.cache?.queue);
  const cache = new AnswerCache({
    store,
    queue,
    now,
    ...(options.cache?.lockMs === undefined ? {} : { lockMs: options.cache.lockMs }),
    ...(options.cache?.staleWaitMs === undefined ? {} : { staleWaitMs: options.cache.staleWaitMs }),
    fetch: (key) => {
      const { path, headers } = readKey(key);
      return fetchAnswer(upstream, path, timeoutMs, headers);
    },
  });
  const varyHeaders = (options.varyHeaders ?? []).map((name) => name.toLowerCase());
  const forwardPrefixes = options.forwardPrefixes ?? PROXIED_PREFIXES;
  const trustProxy = options.report?.trustProxy ?? false;
  const api = createApiHandler({
    cache,
    queue,
    now,
    clientOf: (req) => clientAddress(req, trustProxy),
    ...(options.clientUpstreamPerMinute === undefined ? {} : { perClientPerMinute: options.clientUpstreamPerMinute }),
    forward: (request) => forward({ ...request, upstream, timeoutMs, varyHeaders }),
    keyOf: (req, address) => keyOf(address, varyHeaders, req),
  });
  const log = options.log === false ? undefined : (options.log ?? stdoutLog);
  let draining = false;
  // compression's types are written for Express, but it is a plain Node middleware (req, res, next). Brotli's quality
  // 5 instead of its 4: docs/decisions/010-server-compression.md.
  const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } }) as unknown as Handler;
  const files = sirv(dist, {
    etag: true,
    // Copies compressed ahead of time (server/precompress.ts) go out as they are; compress() skips encoded answers.
    brotli: true,
    gzip: true,
    // Hash routes: every page is index.html at `/`; a path without a file extension gets it too.
    single: true,
    // A missing hashed asset (an old tab after a release) is a 404, never index.html served as a script.
    ignores: ['^/assets/'],
    setHeaders: (res, pathname) => {
      for (const [name, value] of Object.entries(pageHeaders)) res.setHeader(name, value);
      res.setHeader('Cache-Control', cacheControl(pathname));
    },
  });

  const report = createReportHandler(options.report);

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    // An absolute address in the request line that URL cannot read (`http://[`) would throw out of the handler.
    const target = requestTarget(req.url);
    if (target === undefined) {
      sendText(res, 400, 'Bad request', BASE_HEADERS);
      return;
    }
    const { pathname, path } = target;
    const note: RequestNote = {};
    if (log) logRequest(req, res, pathname, note, log);
    // A client that leaves midway (a reset connection) is nobody to answer, on every path below.
    req.on('error', () => undefined);
    dropRanges(req);
    const refused = refusal(req, pathname);
    if (refused) {
      refuse(req, res, refused.status, refused.message, refused.headers);
      return;
    }
    if (pathname === HEALTH_PATH) {
      health(res, draining, store, queue);
      return;
    }
    // Shared API answers leave the cache already compressed: past the compressing middleware.
    if (pathname.startsWith('/api/') && api.cached(req, res, target, note)) return;
    // Reports first: their answers are empty or one line, nothing to compress.
    if (pathname === REPORT_PATH) {
      report(req, res);
      return;
    }
    compress(req, res, () => {
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        if (req.method !== 'POST') {
          api.passThrough(req, res, path, note);
          return;
        }
        // The body is read whole before an upstream turn is taken: a slow sender holds no turn.
        readBody(req, FORWARDED_BODY_LIMIT, BODY_TIMEOUT_MS).then(
          (body) => api.passThrough(req, res, path, note, body),
          (error: unknown) => {
            // A client gone before its body was in is nobody to answer.
            if (error instanceof Refusal) refuse(req, res, error.status, error.message, error.headers);
          },
        );
        return;
      }
      if (isProxiedPath(pathname, forwardPrefixes)) {
        forward({ req, res, upstream, path, timeoutMs, varyHeaders });
        return;
      }
      files(req, res, () => sendText(res, 404, 'Not found', pageHeaders));
    });
  };
  return { handle, cache, queue, store, startDraining: () => (draining = true) };
}

/** A server for the built site in `options.dist`, with its app; throws when there is no build there. */
export function createServeServer(options: ServeOptions): Server & { app: ServeApp } {
  if (!existsSync(join(resolve(options.dist), 'index.html'))) {
    throw new Error(`No built site in ${resolve(options.dist)}: run "npm run build" first.`);
  }
  const app = createServeApp(options);
  return Object.assign(createServer(app.handle), { app });
}

/**
 * GET /healthz: 200 while this instance takes visitors, 503 once it drains. The status says "degraded" while it serves
 * without its whole strength: the cache engine does not answer (within its command time), or the API asked for a pause.
 */
export const HEALTH_PATH = '/healthz';

function health(res: ServerResponse, draining: boolean, store: CacheStore, queue: UpstreamQueue): void {
  void store
    .ping()
    .catch(() => false)
    .then((reachable) => {
      const paused = queue.pausedForMs();
      const status = draining ? 'draining' : reachable && paused === 0 ? 'ok' : 'degraded';
      const body = {
        status,
        cache: store.name,
        cacheReachable: reachable,
        upstreamInFlight: queue.active,
        upstreamPausedMs: Math.round(paused),
      };
      if (res.destroyed) return;
      res.writeHead(draining ? 503 : 200, {
        ...BASE_HEADERS,
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
      });
      res.end(JSON.stringify(body));
    });
}
