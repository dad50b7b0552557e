// What the live smoke walk (scripts/smoke-live.ts) sees of one page: the app's API drift reports (its `[api-drift]`
// console lines), the error boxes it shows (role="alert") and the console errors, counted from the moment the walk
// moves to the page until the page has settled.
import type { Page, Request } from '@playwright/test';

/** One drift report as the app writes it to the console: `[api-drift] {"endpoint":…,"field":…,…}`. */
export interface SeenDrift {
  endpoint: string;
  field: string;
  problem: string;
  count: number;
}

export interface PageFindings {
  address: string;
  drift: SeenDrift[];
  errorBoxes: string[];
  consoleErrors: string[];
  /** Why the walk could not finish the page (it did not settle, a link to follow was missing). */
  stuck?: string;
  /** The walk stayed where it was (no link to follow): nothing new was seen. */
  stayed?: boolean;
  ms: number;
}

const DRIFT_PREFIX = '[api-drift] ';
const SETTLING_TYPES = new Set(['fetch', 'xhr', 'script', 'document']);

/** The report in an `[api-drift]` line, or undefined for any other line. */
export function parseDriftLine(text: string): SeenDrift | undefined {
  if (!text.startsWith(DRIFT_PREFIX)) return undefined;
  try {
    const value = JSON.parse(text.slice(DRIFT_PREFIX.length)) as Partial<Record<keyof SeenDrift, unknown>>;
    return {
      endpoint: typeof value.endpoint === 'string' ? value.endpoint : '?',
      field: typeof value.field === 'string' ? value.field : '?',
      problem: typeof value.problem === 'string' ? value.problem : '?',
      count: typeof value.count === 'number' ? value.count : 1,
    };
  } catch {
    return {
      endpoint: '?',
      field: text.slice(DRIFT_PREFIX.length, DRIFT_PREFIX.length + 80),
      problem: 'unparsed',
      count: 1,
    };
  }
}

/** Collects a page's console from the start of the walk; `take()` hands over what came since the last call. */
export function watchConsole(page: Page): {
  take: () => { drift: SeenDrift[]; consoleErrors: string[] };
  inFlight: () => number;
} {
  let drift: SeenDrift[] = [];
  let consoleErrors: string[] = [];
  const requests = new Set<Request>();
  page.on('console', (message) => {
    const report = parseDriftLine(message.text());
    if (report) drift.push(report);
    else if (message.type() === 'error')
      consoleErrors.push(
        `${clip(message.text(), 100)}${message.location().url ? ` (${pathOf(message.location().url)})` : ''}`,
      );
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  // The page's data and code under way (not images, which a slow host may hold for long): a page has settled when
  // none has been in flight for a moment.
  page.on('request', (request) => {
    if (SETTLING_TYPES.has(request.resourceType())) requests.add(request);
  });
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
  return {
    take: () => {
      const taken = { drift, consoleErrors };
      drift = [];
      consoleErrors = [];
      return taken;
    },
    inFlight: () => requests.size,
  };
}

const QUIET_MS = 400;

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** An address's path and query when it is on the site, as a maintainer reads it in a log; other hosts in full. */
function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol.startsWith('http') ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}

/**
 * Waits until the page has its main heading, shows no loading bar or "Loading…" text, and has had no request in
 * flight for a moment; throws after `timeoutMs`.
 */
export async function settle(page: Page, inFlight: () => number, timeoutMs: number): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: timeoutMs });
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  for (;;) {
    const loading =
      (await main.getByRole('progressbar', { name: /^Loading/ }).count()) +
      (await main.getByText(/^Loading…$/).count());
    if (loading > 0 || inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    if (Date.now() > deadline) throw new Error(`still loading after ${String(timeoutMs / 1000)} s`);
    await page.waitForTimeout(100);
  }
}

/** The texts of the error boxes (role="alert") the page shows now. */
export async function errorBoxes(page: Page): Promise<string[]> {
  const alerts = await page.getByRole('alert').all();
  const texts: string[] = [];
  for (const alert of alerts) {
    if (await alert.isVisible()) texts.push((await alert.innerText()).replace(/\s+/g, ' ').trim());
  }
  return texts;
}

/** The first few texts, for a line that stays readable: every drift report is named, other messages up to three. */
function firstFew(texts: string[]): string {
  const shown = texts.slice(0, 3).join('; ');
  return texts.length > 3 ? `${shown}; and ${String(texts.length - 3)} more` : shown;
}

/**
 * The page's one line: the verdict, the address, the counts, and what each drift report and error named. The drift
 * reports are named in a fixed order (by endpoint, then field): a page's answers arrive in any order, and two runs of
 * the same walk print the same line.
 */
export function pageLine(found: PageFindings): string {
  if (found.stayed) return `FAIL ${found.address}  stopped: ${found.stuck ?? ''}`;
  const ok =
    found.drift.length === 0 && found.errorBoxes.length === 0 && found.consoleErrors.length === 0 && !found.stuck;
  const drift = found.drift
    .map((report) => `${report.endpoint} ${report.field} ${report.problem} ×${String(report.count)}`)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const parts = [
    `${String(found.drift.length)} drift report${found.drift.length === 1 ? '' : 's'}${drift.length ? ` (${drift.join('; ')})` : ''}`,
    `${String(found.errorBoxes.length)} error box${found.errorBoxes.length === 1 ? '' : 'es'}${found.errorBoxes.length ? ` (${firstFew(found.errorBoxes.map((text) => `"${clip(text, 100)}"`))})` : ''}`,
    `${String(found.consoleErrors.length)} console error${found.consoleErrors.length === 1 ? '' : 's'}${found.consoleErrors.length ? ` (${firstFew(found.consoleErrors)})` : ''}`,
  ];
  const stuck = found.stuck ? `, stopped: ${found.stuck}` : '';
  return `${ok ? 'ok  ' : 'FAIL'} ${found.address}  ${parts.join(', ')}${stuck}  [${(found.ms / 1000).toFixed(1)} s]`;
}
