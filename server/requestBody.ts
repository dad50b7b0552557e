// A request's body, read whole before anything is done with it (a forwarded POST, a drift report), bounded in size and
// time; and the answer to a request refused on the way, after which nothing more is read from its client.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BASE_HEADERS } from './headers.ts';

/** A request refused: its status, the text said, and extra headers. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The client left (a reset or closed connection) before its body was in: nobody to answer. */
export class ClientGone extends Error {}

/**
 * The body, read whole. Rejects with a Refusal (413 past `limit` bytes, 408 past `timeoutMs`) or with ClientGone;
 * settles once, whatever the client does next.
 */
export function readBody(req: IncomingMessage, limit: number, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      req.removeAllListeners('data');
      settle();
    };
    const timer = setTimeout(
      () => finish(() => reject(new Refusal(408, 'The request body did not arrive in time'))),
      timeoutMs,
    );
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish(() => reject(new Refusal(413, `A request body is at most ${String(limit)} bytes`)));
      else chunks.push(chunk);
    });
    req.on('error', () =>
      finish(() => {
        req.destroy();
        reject(new ClientGone());
      }),
    );
    req.on('close', () => finish(() => reject(new ClientGone())));
    req.on('end', () => finish(() => resolve(Buffer.concat(chunks))));
  });
}

/** Answers a refused request (its text as given) and closes the connection: what is left of its body is not read. */
export function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, {
    ...BASE_HEADERS,
    'Cache-Control': 'no-store',
    ...(text ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}),
    ...headers,
    Connection: 'close',
  });
  res.end(text);
  res.once('finish', () => req.destroy());
}
