import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page, Request } from '@playwright/test';
import { TEST_NOW } from '../tests/clock';

// What the request budget check shares (the every-route walk's desktop half, routes.spec.ts, counts each route cold,
// anonymous; requestBudget.spec.ts the signed-in routes and the prefetched month): the table of
// docs/request-budgets.md, read as the check's source (one table, for people and for the check), the count of one
// cold view, and what is wrong with it.

/** A route's most API requests on a cold view; `signedIn` only for the personal routes. */
export interface Budget {
  anonymous: number;
  signedIn: number | undefined;
}

export interface BudgetTable {
  budgets: ReadonlyMap<string, Budget>;
  /** Route → the addresses it is known to ask twice (each named with its issue in the doc). */
  knownDuplicates: ReadonlyMap<string, readonly string[]>;
}

const DOC = fileURLToPath(new URL('../docs/request-budgets.md', import.meta.url));

/** The cells of a Markdown table row, code quotes taken off. */
const cellsOf = (line: string) =>
  line
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim().replace(/^`(.*)`$/, '$1'));

/** A page's most API requests when read to its end (the doc's "Read to the end" table), by route. */
export function readToEndBudgets(text = readFileSync(DOC, 'utf8')): ReadonlyMap<string, number> {
  return new Map(
    tableUnder(text, 'Read to the end').map(([route = '', budget]) => [
      route,
      budgetNumber(budget, `${route} (read to the end)`),
    ]),
  );
}

/** The most API requests of a return within minutes (the doc's "A return to the signed-in home" table), by route. */
export function returnBudgets(text = readFileSync(DOC, 'utf8')): ReadonlyMap<string, number> {
  return new Map(
    tableUnder(text, 'A return to the signed-in home').map(([route = '', budget]) => [
      route,
      budgetNumber(budget, `${route} (a return within minutes)`),
    ]),
  );
}

/** A season recap's budgets (the doc's "A season recap" table), by example path: read to 1 January, and a second visit. */
export interface RecapBudget {
  read: number;
  /** Undefined for the current year, whose figures follow their sources' freshness. */
  secondVisit: number | undefined;
}

export function recapBudgets(text = readFileSync(DOC, 'utf8')): ReadonlyMap<string, RecapBudget> {
  return new Map(
    tableUnder(text, 'A season recap').map(([path = '', read, second]) => [
      path,
      {
        read: budgetNumber(read, `${path} (read)`),
        secondVisit: second === '—' ? undefined : budgetNumber(second, `${path} (second visit)`),
      },
    ]),
  );
}

/** The rows of the table under a heading of the doc (header and rule left out). */
function tableUnder(text: string, heading: string): string[][] {
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/request-budgets.md has no "## ${heading}" section`);
  const rest = text.slice(start + heading.length + 5);
  const end = rest.indexOf('\n## ');
  const lines = (end < 0 ? rest : rest.slice(0, end))
    .split('\n')
    .filter((line) => line.startsWith('|') && line.endsWith('|'));
  return lines.slice(2).map(cellsOf);
}

const budgetNumber = (cell: string | undefined, where: string): number => {
  const value = Number(cell);
  if (cell === undefined || cell === '' || !Number.isInteger(value) || value < 0)
    throw new Error(`docs/request-budgets.md: no whole number for ${where}: "${cell ?? ''}"`);
  return value;
};

export function readBudgetTable(text = readFileSync(DOC, 'utf8')): BudgetTable {
  const budgets = new Map<string, Budget>();
  for (const [route = '', anonymous, signedIn] of tableUnder(text, 'Budgets')) {
    budgets.set(route, {
      anonymous: budgetNumber(anonymous, `${route} (anonymous)`),
      signedIn: signedIn === '—' || signedIn === '' ? undefined : budgetNumber(signedIn, `${route} (signed in)`),
    });
  }
  const knownDuplicates = new Map<string, string[]>();
  for (const [route = '', address = ''] of tableUnder(text, 'Known duplicates')) {
    knownDuplicates.set(route, [...(knownDuplicates.get(route) ?? []), address]);
  }
  return { budgets, knownDuplicates };
}

/**
 * The fan-outs: the request families that go through the shared scheduler (src/api/scheduler.ts, readApiScheduled),
 * which keeps at most 3 of them in flight. A map's record or a campaign position (every request for the player's
 * own records), a leaderboard position (the records grid's player counts,
 * the medal holders), a followed player and their latest cup, a cup's qualification results, and a season recap's
 * pages of a player's histories (trophies, cups, matches: issue 47).
 */
const FAN_OUT: readonly RegExp[] = [
  /^\/api\/leaderboard\/personal\/[^/]+(\/[^/]+)?$/,
  /^\/api\/leaderboard\/[^/]+\/[^/]+\?offset=\d+&length=1$/,
  /^\/api\/player\/[^/]+(\/cotd\/0\?.*)?$/,
  /^\/api\/comp\/\d+\/challenge\/\d+\/\d+$/,
  /^\/api\/player\/[^/]+\/(trophies\/\d+|matches\/\d+\/\d+|cotd\/\d+\?.*)$/,
];
export const isFanOut = (address: string) => FAN_OUT.some((pattern) => pattern.test(address));

export interface ColdView {
  /** Every /api address asked, in order (path and query). */
  requests: string[];
  /** The addresses asked more than once. */
  duplicates: string[];
  mostInFlight: number;
  mostFanOutInFlight: number;
}

/** Quiet this long, nothing in flight and no loading bar: the page has settled. */
const QUIET_MS = 300;
const SETTLE_TIMEOUT_MS = 20_000;
const POLL_MS = 50;
const LEADS_TO_REQUESTS = new Set(['document', 'script', 'fetch', 'xhr']);

const addressOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** Counts the API requests of one page until it settles. */
async function countRequests(page: Page, open: () => Promise<unknown>): Promise<ColdView> {
  const requests: string[] = [];
  // The requests that may lead to more API requests, for "quiet": the API's, and code (a lazy section's code arrives,
  // then it asks for its data). Images, fonts and styles ask for nothing: waiting for them would only cost time.
  const pending = new Set<object>();
  let apiPending = 0;
  let fanOutPending = 0;
  let mostInFlight = 0;
  let mostFanOutInFlight = 0;
  let lastActivity = Date.now();
  const asked = (request: Request) => {
    if (!LEADS_TO_REQUESTS.has(request.resourceType())) return;
    pending.add(request);
    lastActivity = Date.now();
    const address = addressOf(request.url());
    if (!address.startsWith('/api/')) return;
    requests.push(address);
    apiPending += 1;
    if (isFanOut(address)) fanOutPending += 1;
    mostInFlight = Math.max(mostInFlight, apiPending);
    mostFanOutInFlight = Math.max(mostFanOutInFlight, fanOutPending);
  };
  const done = (request: Request) => {
    if (!pending.delete(request)) return;
    lastActivity = Date.now();
    const address = addressOf(request.url());
    if (!address.startsWith('/api/')) return;
    apiPending -= 1;
    if (isFanOut(address)) fanOutPending -= 1;
  };
  page.on('request', asked);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  try {
    await open();
    // The app's own header (the first paint is a static one), then quiet with no loading bar left.
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ timeout: SETTLE_TIMEOUT_MS });
    const start = Date.now();
    for (;;) {
      if (Date.now() - start > SETTLE_TIMEOUT_MS)
        throw new Error(`${page.url()} did not settle: ${String(pending.size)} requests in flight`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (pending.size > 0 || Date.now() - lastActivity < QUIET_MS) continue;
      if ((await page.locator('progress:not([value])').count()) === 0) break;
    }
  } finally {
    page.off('request', asked);
    page.off('requestfinished', done);
    page.off('requestfailed', done);
  }
  const seen = new Set<string>();
  const duplicates = requests.filter((address) => seen.has(address) || !seen.add(address));
  return { requests, duplicates: [...new Set(duplicates)], mostInFlight, mostFanOutInFlight };
}

/** Where the app keeps answers across visits (src/data/cache/answerStore.ts). */
const ANSWER_STORE_DB = 'tmio-answers';

/**
 * Makes every later document of the page's context start cold: the answer store deleted before the app's code runs
 * (IndexedDB opens wait for a pending delete). The context's other storage is kept (the session a sign-in left), and
 * the browser's code cache: a cold view of the data, not of the code, at a fraction of a new browser's cost.
 */
export async function startColdViews(page: Page): Promise<void> {
  await page.context().addInitScript((name: string) => {
    // Not in the blank document between two views, which may not use IndexedDB.
    if (location.protocol !== 'about:') indexedDB.deleteDatabase(name);
  }, ANSWER_STORE_DB);
}

/**
 * One cold view of a path: a blank document in between (new memory, a new boot), never a move of the hash alone.
 * `read`: what a reader then does on the page (scroll to its end), counted with it.
 */
export async function coldView(page: Page, path: string, read?: (page: Page) => Promise<void>): Promise<ColdView> {
  await page.goto('about:blank');
  return countRequests(page, async () => {
    await page.goto(`/#${path}`);
    await read?.(page);
  });
}

/** Cold views of paths, one after the other in one page of a new context, at the mocked data's moment. */
export async function coldViewer(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await startColdViews(page);
  await page.clock.install({ time: TEST_NOW });
  return {
    page,
    view: (path: string, read?: (page: Page) => Promise<void>) => coldView(page, path, read),
    close: () => context.close(),
  };
}

const MOST_IN_FLIGHT = 6;
const MOST_FAN_OUT_IN_FLIGHT = 3;
export const OVER_BUDGET = 'routes over their request budget (docs/request-budgets.md)';

/**
 * What is wrong with one cold view against its budget, as lines (none when it keeps it): more API requests than the
 * budget, an address asked twice, more than 6 API requests in flight at once or more than 3 of the fan-outs. A known
 * duplicate's repeats do not count against the budget: the budget is what the route needs, the duplicate a bug named
 * in the doc.
 */
export function budgetProblems(
  table: BudgetTable,
  route: string,
  view: ColdView,
  budget: number | undefined,
): string[] {
  const found: string[] = [];
  const allowed = table.knownDuplicates.get(route) ?? [];
  const asked = view.requests.filter(
    (address, index) => !allowed.includes(address) || view.requests.indexOf(address) === index,
  );
  if (budget === undefined) found.push(`${route}: no budget in docs/request-budgets.md`);
  else if (asked.length > budget)
    found.push(`${route}: ${String(asked.length)} API requests, budget ${String(budget)}: ${view.requests.join(' ')}`);
  const duplicates = view.duplicates.filter((address) => !allowed.includes(address));
  if (duplicates.length > 0) found.push(`${route}: asked twice: ${duplicates.join(' ')}`);
  if (view.mostInFlight > MOST_IN_FLIGHT)
    found.push(`${route}: ${String(view.mostInFlight)} API requests in flight at once`);
  if (view.mostFanOutInFlight > MOST_FAN_OUT_IN_FLIGHT)
    found.push(`${route}: ${String(view.mostFanOutInFlight)} fan-out requests in flight at once`);
  return found;
}

/** REQUEST_BUDGET_REPORT=1 prints each route's figures (to update the table), REQUEST_BUDGET_REPORT=all its addresses too. */
export function printView(label: string, view: ColdView): void {
  if (!process.env.REQUEST_BUDGET_REPORT) return;
  console.log(
    `${label}: ${String(view.requests.length)} requests, ${String(view.mostInFlight)} in flight (fan-out ${String(view.mostFanOutInFlight)})` +
      (view.duplicates.length > 0 ? `, twice: ${view.duplicates.join(' ')}` : ''),
  );
  if (process.env.REQUEST_BUDGET_REPORT === 'all')
    console.log(view.requests.map((address) => `  ${address}`).join('\n'));
}
