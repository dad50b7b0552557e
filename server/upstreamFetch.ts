// One answer of the API, read whole for the shared cache: asked without the visitor's credentials (the cache only asks
// for answers that are the same for everyone), compressed on the wire, decoded here. These requests travel on
// connections of their own, which nothing a visitor sends ever uses (server/forward.ts has its own).
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate, type ZlibOptions } from 'node:zlib';
import { USER_AGENT } from './headers.ts';

export interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body decoded (no Content-Encoding left). */
  body: Buffer;
}

/**
 * The most an answer may hold, as sent and once decoded (the largest leaderboard page is well under 1 MB): larger is a
 * failure, not a cache entry. A small compressed body can unpack to a huge one: the decoding stops at the bound.
 */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

const DECODERS: Record<string, (body: Buffer, options: ZlibOptions) => Promise<Buffer>> = {
  br: promisify(brotliDecompress),
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  deflate: promisify(inflate),
};

/** The body decoded, off the main thread (zlib's pool) and bounded; rejects past MAX_ANSWER_BYTES. */
function decode(body: Buffer, encoding: string | undefined): Promise<Buffer> {
  const decoder = encoding === undefined ? undefined : DECODERS[encoding];
  return decoder ? decoder(body, { maxOutputLength: MAX_ANSWER_BYTES }) : Promise.resolve(body);
}

const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

/** GETs `path` (with its query) from `upstream`; rejects on a network failure, a timeout or an oversized answer. */
export function fetchAnswer(
  upstream: URL,
  path: string,
  timeoutMs: number,
  extraHeaders: Record<string, string> = {},
): Promise<UpstreamAnswer> {
  return fetchOnce(upstream, path, timeoutMs, extraHeaders).catch((error: unknown) => {
    // A kept-alive connection the API closed just as it was taken: asked once more on a new one (Node's own advice).
    if (error instanceof StaleConnection) return fetchOnce(upstream, path, timeoutMs, extraHeaders);
    throw error;
  });
}

class StaleConnection extends Error {}

function fetchOnce(
  upstream: URL,
  path: string,
  timeoutMs: number,
  extraHeaders: Record<string, string>,
): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const https = upstream.protocol === 'https:';
    const outgoing = (https ? httpsRequest : httpRequest)({
      agent: https ? agents.https : agents.http,
      protocol: upstream.protocol,
      hostname: upstream.hostname,
      port: upstream.port,
      method: 'GET',
      path,
      headers: {
        ...extraHeaders,
        host: upstream.host,
        'user-agent': USER_AGENT,
        accept: 'application/json',
        'accept-encoding': 'br, gzip',
      },
    });
    // The whole answer, not only its start: a cache entry is read in full before anyone gets it.
    const timer = setTimeout(() => outgoing.destroy(new Error(`no answer within ${String(timeoutMs)} ms`)), timeoutMs);
    outgoing.on('response', (answer) => {
      const chunks: Buffer[] = [];
      let size = 0;
      answer.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) outgoing.destroy(new Error('answer too large'));
        else chunks.push(chunk);
      });
      answer.on('end', () => {
        clearTimeout(timer);
        const encoding = answer.headers['content-encoding']?.trim().toLowerCase();
        decode(Buffer.concat(chunks), encoding).then(
          (body) => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body }),
          (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
        );
      });
      answer.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(outgoing.reusedSocket && error.code === 'ECONNRESET' ? new StaleConnection(error.message) : error);
    });
    outgoing.end();
  });
}
