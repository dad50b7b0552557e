// One answer of the API, read whole for the shared cache: asked without the visitor's credentials (the cache only asks
// for answers that are the same for everyone), compressed on the wire, decoded here.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { USER_AGENT } from './headers.ts';

export interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body decoded (no Content-Encoding left). */
  body: Buffer;
}

/** The most an answer may hold (the largest leaderboard page is well under 1 MB): larger is a failure, not a cache entry. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip' || encoding === 'x-gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/** GETs `path` (with its query) from `upstream`; rejects on a network failure, a timeout or an oversized answer. */
export function fetchAnswer(upstream: URL, path: string, timeoutMs: number): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const request = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = request({
      protocol: upstream.protocol,
      hostname: upstream.hostname,
      port: upstream.port,
      method: 'GET',
      path,
      headers: { host: upstream.host, 'user-agent': USER_AGENT, accept: 'application/json', 'accept-encoding': 'br, gzip' },
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
        try {
          const encoding = answer.headers['content-encoding']?.trim().toLowerCase();
          resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: decode(Buffer.concat(chunks), encoding) });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      answer.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.end();
  });
}
