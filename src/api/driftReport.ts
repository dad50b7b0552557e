// The drift alarm: what an answer lost in decoding (driftFinder.ts) is reported, so a maintainer learns of an API
// change from the site itself instead of from a player's complaint. A report names the endpoint as a pattern, the
// field path, the problem, a count and the build: no id, name, time or search text ever leaves the browser.
// - Every report is written to the console (`[api-drift] {...}`): devtools and `npm run smoke:live` read it there.
// - With VITE_REPORT_URL set at build time, reports go there by beacon, grouped (one beacon a second at most) and
//   capped: one per endpoint, field and problem per page view, 20 per visit. Unset, nothing is sent.
import { fieldPattern, findDrift, type DriftProblem } from './driftFinder';

declare const __APP_VERSION__: string;

export interface DriftReport {
  endpoint: string;
  field: string;
  problem: DriftProblem;
  count: number;
}

/** The most reports of one visit (a page load): a broken endpoint must not flood the collector. */
export const MAX_REPORTS_PER_VISIT = 20;
const FLUSH_DELAY_MS = 1000;

/**
 * The fixed words of the API's paths (src/ asks for no others). Any other segment is an id, a vanity name, a uid, a
 * group or a search, and reads as `{id}` (`{n}` when it is a number): nothing that names a player is reported.
 */
const PATH_WORDS = new Set(
  (
    'api totd today cotd players comp teams challenge match matches leaderboard competition competitions track personal ' +
    'activity map zones top trophies matchmaking player group find ads clubs club campaigns campaign rooms room user ' +
    'profile news items members folder skins maps download ghost seasonal weekly official'
  ).split(' '),
);

/** `/api/player/5d6b…/matches/2/0?x=1` reads as `/api/player/{id}/matches/{n}/{n}`. */
export function endpointPattern(path: string): string {
  // Stryker disable next-line StringLiteral: equivalent, never read: split always gives a first part
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare
    .split('/')
    .map((segment) => {
      if (segment === '' || PATH_WORDS.has(segment)) return segment;
      return /^\d+$/.test(segment) ? '{n}' : '{id}';
    })
    .join('/');
}

let seen = new Set<string>();
let reported = 0;
let queue: DriftReport[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;

/** The page view a report belongs to: the route part of the address (the app routes in the hash). */
function pageView(): string {
  const { hash, pathname } = globalThis.location;
  const route = hash.split('?')[0];
  return route || pathname;
}

/** The collector's address, '' when none is set (nothing is sent then). */
function reportUrl(): string {
  return import.meta.env.VITE_REPORT_URL?.trim() ?? '';
}

function flush(): void {
  flushTimer = undefined;
  const url = reportUrl();
  const reports = queue;
  queue = [];
  if (!url || reports.length === 0 || typeof navigator.sendBeacon !== 'function') return;
  // A string body goes as text/plain: a type a beacon may carry to another origin without a preflight request.
  navigator.sendBeacon(url, JSON.stringify({ version: __APP_VERSION__, reports }));
}

function record(report: DriftReport): void {
  const key = `${pageView()} ${report.endpoint} ${report.field} ${report.problem}`;
  if (seen.has(key) || reported >= MAX_REPORTS_PER_VISIT) return;
  seen.add(key);
  reported += 1;
  console.warn(`[api-drift] ${JSON.stringify({ ...report, version: __APP_VERSION__ })}`);
  // Queued even when no collector is set: flush then drops the queue and sends nothing.
  queue.push(report);
  flushTimer ??= setTimeout(flush, FLUSH_DELAY_MS);
}

/** Reports what the decoded answer of `path` lost; never throws (an alarm must not break the page it watches). */
export function reportDecoded(path: string, sent: unknown, read: unknown): void {
  try {
    const endpoint = endpointPattern(path);
    for (const finding of findDrift(sent, read)) record({ endpoint, ...finding });
  } catch {
    // Nothing to report then.
  }
}

/** Reports an answer that could not be decoded at all, at the field that failed ("days.3.map"). */
export function reportFailed(path: string, dotPath: string): void {
  try {
    record({ endpoint: endpointPattern(path), field: fieldPattern(dotPath), problem: 'failed', count: 1 });
  } catch {
    // Nothing to report then.
  }
}

/** Starts a new visit's counts (tests; the page itself starts afresh on every load). */
export function resetDriftReports(): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  seen = new Set();
  reported = 0;
  queue = [];
}

// A page being left still sends what it gathered.
if (typeof addEventListener === 'function') addEventListener('pagehide', flush);
