// POST /report: the app's API drift reports (see README, "API drift reports"), written to the log one JSON line each.
// Anyone can post here, so the handler trusts nothing: the body is capped at 8 KB (a larger one is refused before it
// is read in full), must arrive within a few seconds, is checked strictly (server/reportShape.ts), and each client
// address may post a few times a minute, counted in a table of bounded size. No failure of a request reaches the
// server: every path ends in an answer or a closed connection.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BASE_HEADERS } from './headers.ts';
import { clientAddress } from './clientAddress.ts';
import { RateTable } from './rateTable.ts';
import { readBody, Refusal, refuse as refuseRequest } from './requestBody.ts';
import { readReportBatch, reportLogLine, type DriftReportBatch } from './reportShape.ts';

export const REPORT_PATH = '/report';
export const REPORT_BODY_LIMIT = 8 * 1024;

export interface ReportOptions {
  /** Posts a client address may make per window (10). */
  perClient?: number;
  /** Posts all clients together may make per window (600): a flood from many addresses cannot flood the log. */
  perWindow?: number;
  /** The rate window in milliseconds (a minute). */
  windowMs?: number;
  /** How many client addresses the rate table holds (10 000); past it, the longest-known address is forgotten. */
  maxClients?: number;
  /** How long a body may take to arrive, in milliseconds (10 s). */
  bodyTimeoutMs?: number;
  /** Take the client address from the last X-Forwarded-For entry (behind a proxy that sets it), not the socket (server/clientAddress.ts). */
  trustProxy?: boolean;
  /** Where valid reports go; by default one JSON line each on stdout. */
  onReports?: (batch: DriftReportBatch, time: Date) => void;
  /** The clock, for tests. */
  now?: () => number;
}

function logLines(batch: DriftReportBatch, time: Date): void {
  process.stdout.write(batch.reports.map((report) => `${reportLogLine(batch.version, report, time)}\n`).join(''));
}

function answer(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  const body = text ? `${text}\n` : '';
  res.writeHead(status, {
    ...BASE_HEADERS,
    'Cache-Control': 'no-store',
    ...(body ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}),
    ...extra,
  });
  res.end(body);
}

/** Answers and closes the connection: what is left of the body is not read. */
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  extra: Record<string, string> = {},
): void {
  refuseRequest(req, res, status, `${text}\n`, extra);
}

const JSON_OR_TEXT = /^\s*(text\/plain|application\/json)\s*(;|$)/i;

/** The handler of POST /report (any method: others are answered 405). */
export function createReportHandler(options: ReportOptions = {}): (req: IncomingMessage, res: ServerResponse) => void {
  const now = options.now ?? Date.now;
  const onReports = options.onReports ?? logLines;
  const bodyTimeoutMs = options.bodyTimeoutMs ?? 10_000;
  const rates = new RateTable(
    options.perClient ?? 10,
    options.perWindow ?? 600,
    options.windowMs ?? 60_000,
    options.maxClients ?? 10_000,
  );

  return (req, res) => {
    // A client that leaves midway (a reset connection) is nobody to answer, on every path below.
    req.on('error', () => undefined);
    if (req.method !== 'POST') {
      refuse(req, res, 405, 'Method not allowed: reports are sent with POST', { Allow: 'POST' });
      return;
    }
    const wait = rates.take(clientAddress(req, options.trustProxy ?? false), now());
    if (wait > 0) {
      refuse(req, res, 429, 'Too many reports', { 'Retry-After': String(wait) });
      return;
    }
    if (!JSON_OR_TEXT.test(req.headers['content-type'] ?? '')) {
      refuse(req, res, 400, 'A report is JSON, sent as text/plain or application/json');
      return;
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > REPORT_BODY_LIMIT) {
      refuse(req, res, 413, `A report body is at most ${String(REPORT_BODY_LIMIT)} bytes`);
      return;
    }

    readBody(req, REPORT_BODY_LIMIT, bodyTimeoutMs).then(
      (body) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          answer(res, 400, 'The report is not JSON');
          return;
        }
        const batch = readReportBatch(parsed);
        if (typeof batch === 'string') {
          answer(res, 400, `Not a report: ${batch}`);
          return;
        }
        try {
          onReports(batch, new Date(now()));
        } catch (error) {
          // A log that cannot be written is the operator's to see; the client did nothing wrong.
          console.error(
            `POST ${REPORT_PATH}: the reports could not be logged (${error instanceof Error ? error.message : String(error)})`,
          );
        }
        answer(res, 204, '');
      },
      (error: unknown) => {
        // A client gone before its report was in is nobody to answer.
        if (!(error instanceof Refusal)) return;
        refuse(
          req,
          res,
          error.status,
          error.status === 408
            ? 'The report took too long to arrive'
            : `A report body is at most ${String(REPORT_BODY_LIMIT)} bytes`,
        );
      },
    );
  };
}
