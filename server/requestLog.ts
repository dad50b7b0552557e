// One JSON line per request on stdout (`grep '"type":"request"'`): the path as a pattern (no player id or search text
// is written: /api paths read as the drift reports' endpoint patterns), the status, what the cache did (hit, miss,
// stale, error; pass for a request forwarded straight through) and how long the API took.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { endpointPattern } from '../src/api/driftReport.ts';
import type { RequestNote } from './apiHandler.ts';

/** The path of a request as the log writes it. */
export function loggedPath(pathname: string): string {
  if (pathname.startsWith('/api/')) return endpointPattern(pathname);
  // /img/flags/FRA.jpg reads /img/flags/{file}: which images, not which player's.
  if (pathname.startsWith('/img/')) return `/img/${pathname.split('/')[2] ?? ''}/{file}`;
  return pathname.length > 100 ? `${pathname.slice(0, 100)}…` : pathname;
}

export interface RequestLogLine {
  type: 'request';
  time: string;
  method: string;
  path: string;
  status: number;
  cache?: RequestNote['cache'];
  upstreamMs?: number;
  ms: number;
}

/** Calls `write` with the request's line once its answer is sent (or the visitor left). */
export function logRequest(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  note: RequestNote,
  write: (line: RequestLogLine) => void,
): void {
  const started = performance.now();
  res.once('close', () => {
    write({
      type: 'request',
      time: new Date().toISOString(),
      method: req.method ?? 'GET',
      path: loggedPath(pathname),
      // A visitor who left before the answer was written: 499, as nginx logs it. An answer written in full counts as
      // sent even when the visitor closes before Node has flushed its last bytes (a busy server logged those as 499).
      status: res.writableEnded ? res.statusCode : 499,
      ...(note.cache === undefined ? {} : { cache: note.cache }),
      ...(note.upstreamMs === undefined ? {} : { upstreamMs: note.upstreamMs }),
      ms: Math.round(performance.now() - started),
    });
  });
}

export const stdoutLog = (line: RequestLogLine): void => {
  process.stdout.write(`${JSON.stringify(line)}\n`);
};
