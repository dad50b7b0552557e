// The production server's request handling: the built site from disk, `/api` and `/img` forwarded to the real site,
// everything compressed and sent with the headers of server/headers.ts. server/serve.ts starts it; tests start it on
// a free port against a stub upstream.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream';
import { constants } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { AnswerCache } from './answerCache.ts';
import { createApiHandler, type Forward, type RequestNote } from './apiHandler.ts';
import { MemoryStore, type CacheStore } from './cacheStore.ts';
import { BASE_HEADERS, cacheControl, isProxiedPath, siteHeaders, UPSTREAM_ORIGIN, USER_AGENT, type PolicyOptions } from './headers.ts';
import { createReportHandler, REPORT_PATH, type ReportOptions } from './report.ts';
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
  cache?: { store?: CacheStore; maxBytes?: number; queue?: QueueOptions; now?: () => number; lockMs?: number };
  /** Where the one JSON line per request goes: stdout unless named; false for none. */
  log?: ((line: RequestLogLine) => void) | false;
}

/** The default bound of the in-memory answer cache. */
export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

// Connection-level headers are between one client and one server: a proxy never passes them on (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function withoutHopByHop(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = (headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase());
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.includes(name)));
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string>): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

/**
 * Forwards one request to the upstream origin and streams its answer back, status and headers as they are (plus
 * `extraHeaders`); `done` hears the answer's status and headers once it has been sent, or nothing on a failure.
 */
function forward(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: URL,
  timeoutMs: number,
  extraHeaders: Record<string, string> = {},
  done: Parameters<Forward>[3] = () => undefined,
): void {
  const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  // The origin-form path only: an absolute URL in the request line must not pick another host.
  const target = new URL(req.url ?? '/', 'http://localhost');
  const request = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  const outgoing = request({
    protocol: upstream.protocol,
    hostname: upstream.hostname,
    port: upstream.port,
    method: req.method,
    path: target.pathname + target.search,
    headers: { ...withoutHopByHop(req.headers), host: upstream.host, 'user-agent': USER_AGENT, 'x-forwarded-for': forwardedFor },
  });
  outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer within ${String(timeoutMs)} ms`)));
  outgoing.on('response', (answer) => {
    res.writeHead(answer.statusCode ?? 502, { ...withoutHopByHop(answer.headers), ...BASE_HEADERS, ...extraHeaders });
    pipeline(answer, res, () => done({ status: answer.statusCode ?? 502, headers: answer.headers }));
  });
  outgoing.on('error', (error) => {
    done();
    // The visitor left first: nobody to tell.
    if (res.closed) return;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const timedOut = error.message.startsWith('no answer');
    console.error(`${req.method ?? 'GET'} ${req.url ?? ''}: ${upstream.origin} ${timedOut ? 'timed out' : `failed (${error.message})`}`);
    sendText(res, timedOut ? 504 : 502, `The API at ${upstream.origin} could not be reached.`, BASE_HEADERS);
  });
  // A visitor who leaves (a cancelled query) frees the upstream connection too.
  res.on('close', () => {
    if (!res.writableFinished) outgoing.destroy();
  });
  pipeline(req, outgoing, () => undefined);
}

/** The path of a request's address, or undefined when it is not one (URL.parse is newer than Node 20.0). */
function pathOf(url: string | undefined): string | undefined {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname;
  } catch {
    return undefined;
  }
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
    fetch: (path) => fetchAnswer(upstream, path, timeoutMs),
  });
  const api = createApiHandler({ cache, queue, now, forward: (req, res, extra, done) => forward(req, res, upstream, timeoutMs, extra, done) });
  const log = options.log === false ? undefined : (options.log ?? stdoutLog);
  let draining = false;
  // compression's types are written for Express, but it is a plain Node middleware (req, res, next). Brotli's quality
  // 5 instead of its 4: 6% smaller than gzip on the main script instead of 1% larger, for 2 ms more per answer.
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
    const pathname = pathOf(req.url);
    if (pathname === undefined) {
      sendText(res, 400, 'Bad request', BASE_HEADERS);
      return;
    }
    const note: RequestNote = {};
    if (log) logRequest(req, res, pathname, note, log);
    if (pathname === HEALTH_PATH) {
      health(res, draining, store, queue);
      return;
    }
    // Shared API answers leave the cache already compressed: past the compressing middleware.
    if (pathname.startsWith('/api/') && api.cached(req, res, note)) return;
    // Reports first: their answers are empty or one line, nothing to compress.
    if (pathname === REPORT_PATH) {
      report(req, res);
      return;
    }
    compress(req, res, () => {
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        api.passThrough(req, res, note);
        return;
      }
      if (isProxiedPath(pathname)) {
        forward(req, res, upstream, timeoutMs);
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendText(res, 405, 'Method not allowed', { ...pageHeaders, Allow: 'GET, HEAD' });
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

/** GET /healthz: 200 while this instance takes visitors, 503 once it drains; what the cache engine and queue say. */
export const HEALTH_PATH = '/healthz';

function health(res: ServerResponse, draining: boolean, store: CacheStore, queue: UpstreamQueue): void {
  void store
    .ping()
    .catch(() => false)
    .then((reachable) => {
      const body = { status: draining ? 'draining' : 'ok', cache: store.name, cacheReachable: reachable, upstreamInFlight: queue.active, upstreamPausedMs: queue.pausedForMs() };
      res.writeHead(draining ? 503 : 200, { ...BASE_HEADERS, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(body));
    });
}
