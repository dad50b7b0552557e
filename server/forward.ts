// Straight-through forwarding, for what the shared cache does not answer: the signed-in player's own /api calls (and
// the real site's sign-in pages under /api/user), /img, and API paths not known to answer the same for everyone.
// What reaches the API is rebuilt, never copied: the method (GET, HEAD, POST), the normalised path, an allow-list of
// headers, and a body only on a POST, read whole beforehand and sent with its length (a request the API can frame).
// Forwarded requests travel on connections of their own: the shared cache's fetches (server/upstreamFetch.ts) never
// share a connection with anything a visitor sent.
import {
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream';
import { BASE_HEADERS, USER_AGENT } from './headers.ts';

/** The request headers the API is given; the rest (the visitor's cookies, addresses, proxies' headers) stay here. */
const REQUEST_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'authorization',
  'content-type',
  'if-none-match',
  'if-modified-since',
];

/** Connection-level headers are between one client and one server: a proxy never passes them on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The real site's sign-in pages under /api/user keep their own cookies (its login flow); nothing else has any. */
const keepsCookies = (pathname: string) => pathname.startsWith('/api/user/');

function answerHeaders(headers: IncomingHttpHeaders, pathname: string): OutgoingHttpHeaders {
  const named = (headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase());
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !HOP_BY_HOP.has(name) && !named.includes(name) && (name !== 'set-cookie' || keepsCookies(pathname)),
    ),
  );
}

function requestHeaders(
  req: IncomingMessage,
  pathname: string,
  upstream: URL,
  body: Buffer | undefined,
  varyHeaders: readonly string[],
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { host: upstream.host, 'user-agent': USER_AGENT };
  for (const name of [...REQUEST_HEADERS, ...varyHeaders, ...(keepsCookies(pathname) ? ['cookie'] : [])]) {
    const value = req.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  if (body) headers['content-length'] = String(body.length);
  return headers;
}

const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

/** What the forwarded request got: its status and headers once they came, or nothing on a failure. */
export type ForwardDone = (answer?: { status: number; headers: IncomingHttpHeaders }) => void;

export interface ForwardRequest {
  req: IncomingMessage;
  res: ServerResponse;
  upstream: URL;
  /** The normalised path and query (the one the server routed on). */
  path: string;
  /** A POST's body, read whole (server/requestBody.ts). */
  body?: Buffer;
  timeoutMs: number;
  extraHeaders?: Record<string, string>;
  /** Called once the answer's status and headers came (the API's work is done: the queue's turn ends), or on a failure. */
  done?: ForwardDone;
  /** Request headers forwarded besides the allow-list (ServeOptions.varyHeaders). */
  varyHeaders?: readonly string[];
}

/** Forwards one request and streams its answer back, status and headers as they are (plus `extraHeaders`). */
export function forward(request: ForwardRequest, retried = false): void {
  const {
    req,
    res,
    upstream,
    path,
    body,
    timeoutMs,
    extraHeaders = {},
    done = () => undefined,
    varyHeaders = [],
  } = request;
  const pathname = path.split('?')[0] ?? path;
  const https = upstream.protocol === 'https:';
  const outgoing = (https ? httpsRequest : httpRequest)({
    protocol: upstream.protocol,
    hostname: upstream.hostname,
    port: upstream.port,
    method: req.method === 'HEAD' ? 'HEAD' : body ? 'POST' : 'GET',
    path,
    agent: https ? agents.https : agents.http,
    headers: requestHeaders(req, pathname, upstream, body, varyHeaders),
  });
  let told = false;
  const tell: ForwardDone = (answer) => {
    if (told) return;
    told = true;
    done(answer);
  };
  outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer within ${String(timeoutMs)} ms`)));
  outgoing.on('response', (answer) => {
    tell({ status: answer.statusCode ?? 502, headers: answer.headers });
    res.writeHead(answer.statusCode ?? 502, {
      ...answerHeaders(answer.headers, pathname),
      ...BASE_HEADERS,
      ...extraHeaders,
    });
    pipeline(answer, res, () => undefined);
  });
  outgoing.on('error', (error: NodeJS.ErrnoException) => {
    // A kept-alive connection the API closed just as it was taken: asked once more on a new one (Node's own advice),
    // for a request that changes nothing.
    if (!retried && outgoing.reusedSocket && error.code === 'ECONNRESET' && !body && !res.headersSent && !res.closed) {
      forward(request, true);
      return;
    }
    tell();
    // The visitor left first: nobody to tell.
    if (res.closed) return;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const timedOut = error.message.startsWith('no answer');
    // The operator's log names the address; the visitor's answer does not.
    console.error(
      `${req.method ?? 'GET'} ${pathname}: ${upstream.origin} ${timedOut ? 'timed out' : `failed (${error.message})`}`,
    );
    res.writeHead(timedOut ? 504 : 502, {
      ...BASE_HEADERS,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end('The API could not be reached.');
  });
  // A visitor who leaves (a cancelled query) frees the upstream connection too.
  res.on('close', () => {
    if (!res.writableFinished) outgoing.destroy();
  });
  outgoing.end(body);
}
