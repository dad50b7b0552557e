// What a request may be before the server does anything for it: the methods the site uses on each path, a body only
// where one belongs (read whole, bounded in size and time, before an upstream turn is taken: requestBody.ts), and no
// byte ranges.
import type { IncomingMessage } from 'node:http';
import { REPORT_PATH } from './report.ts';
import { Refusal } from './requestBody.ts';

/** The most a POST to /api/user may carry (the profile form sends well under 1 KB). */
export const FORWARDED_BODY_LIMIT = 64 * 1024;
/** How long a POST body may take to arrive. */
export const BODY_TIMEOUT_MS = 10_000;

/** The methods the site uses on a path: POST only for the signed-in player's own calls (and the reports). */
export function allowedMethods(pathname: string): readonly string[] {
  if (pathname === REPORT_PATH) return ['POST'];
  return pathname === '/api/user' || pathname.startsWith('/api/user/') ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
}

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * The site's files are whole-file answers: a Range is ignored (RFC 9110 §14.2 allows it), so no range of any shape
 * reaches the static server, whose reading of ranges can end the process.
 */
export function dropRanges(req: IncomingMessage): void {
  delete req.headers.range;
  delete req.headers['if-range'];
}

/** Why a request is refused before any work, or undefined when it may go on. */
export function refusal(req: IncomingMessage, pathname: string): Refusal | undefined {
  if (pathname === REPORT_PATH) return undefined;
  const allowed = allowedMethods(pathname);
  const method = req.method ?? 'GET';
  if (!allowed.includes(method)) return new Refusal(405, 'Method not allowed', { Allow: allowed.join(', ') });
  if (method !== 'POST' && hasBody(req)) return new Refusal(400, `A ${method} request carries no body`);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (method === 'POST' && declared > FORWARDED_BODY_LIMIT)
    return new Refusal(413, `A request body is at most ${String(FORWARDED_BODY_LIMIT)} bytes`);
  return undefined;
}
