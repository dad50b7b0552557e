// The shape of an API drift report (POST /report), as the app's beacon sends it, checked strictly: the production
// server (server/report.ts) and the dev server (server/reportPlugin.ts) write what passes to their logs, so nothing
// but short, plain patterns may pass: no free text, no names, no times, no unknown keys.

export const REPORT_PROBLEMS = ['failed', 'dropped', 'unreadable', 'unknown-shape'] as const;
export type ReportProblem = (typeof REPORT_PROBLEMS)[number];

/** One report: which answer (as a pattern), which field, what went wrong, how many times on one page view. */
export interface DriftReport {
  endpoint: string;
  field: string;
  problem: ReportProblem;
  count: number;
}

/** What one beacon carries: the build's version and 1 to 20 reports. */
export interface DriftReportBatch {
  version: string;
  reports: DriftReport[];
}

export const MAX_REPORTS = 20;
export const MAX_COUNT = 100_000;
// A build version: "0.1.0", "0.1.0+3f2a9c1", "2026.11.25-rc.1".
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/;
// `/api/player/{id}/trophies/{page}`: path segments of letters, digits and `_ - . { }`, no query, no `//`.
const ENDPOINT = /^\/api(\/[A-Za-z0-9_.{}-]+)+$/;
const ENDPOINT_MAX = 120;
// `days[].map.authorplayer.zone`, `meta.profile`, `[].name` (an answer that is a list), `` (the answer itself): names
// of letters, digits, `_ - $`, dots, `[]` for a list's items and `{}` for an object's values; or `(the answer)`.
// Nothing else: no spaces, no quotes, no markup.
const FIELD = /^[A-Za-z0-9_$.{}[\]-]*$/;
/** The field of a report about the answer as a whole (a list that lost items, an answer that did not decode at all). */
const WHOLE_ANSWER = '(the answer)';
const FIELD_MAX = 120;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether an object has exactly these keys (no more, no fewer). */
function hasExactKeys(value: Record<string, unknown>, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => Object.hasOwn(value, key));
}

function readReport(value: unknown): DriftReport | string {
  if (!isRecord(value) || !hasExactKeys(value, ['endpoint', 'field', 'problem', 'count'])) {
    return 'a report has exactly endpoint, field, problem and count';
  }
  const { endpoint, field, problem, count } = value;
  if (typeof endpoint !== 'string' || endpoint.length > ENDPOINT_MAX || !ENDPOINT.test(endpoint))
    return 'endpoint is an /api/… path pattern';
  if (typeof field !== 'string' || field.length > FIELD_MAX || !(FIELD.test(field) || field === WHOLE_ANSWER))
    return 'field is a dot path';
  if (typeof problem !== 'string' || !(REPORT_PROBLEMS as readonly string[]).includes(problem))
    return `problem is one of ${REPORT_PROBLEMS.join(', ')}`;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_COUNT)
    return `count is a whole number from 1 to ${String(MAX_COUNT)}`;
  return { endpoint, field, problem: problem as ReportProblem, count };
}

/** The batch in a parsed body, or why it is refused (a short text for the 400 answer). */
export function readReportBatch(value: unknown): DriftReportBatch | string {
  if (!isRecord(value) || !hasExactKeys(value, ['version', 'reports']))
    return 'the body has exactly version and reports';
  const { version, reports } = value;
  if (typeof version !== 'string' || !VERSION.test(version)) return 'version is a short build version';
  if (!Array.isArray(reports) || reports.length < 1 || reports.length > MAX_REPORTS)
    return `reports is a list of 1 to ${String(MAX_REPORTS)}`;
  const read: DriftReport[] = [];
  for (const item of reports) {
    const report = readReport(item);
    if (typeof report === 'string') return report;
    read.push(report);
  }
  return { version, reports: read };
}

/** The log line of one report: one JSON object, `"type":"api-drift"` first, for `grep api-drift`. */
export function reportLogLine(version: string, report: DriftReport, time: Date): string {
  return JSON.stringify({ type: 'api-drift', time: time.toISOString(), version, ...report });
}
