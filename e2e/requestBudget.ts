import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page, Request } from '@playwright/test';
import { TEST_NOW } from '../tests/clock';

// What the request budget check (requestBudget.spec.ts) shares: the table of docs/request-budgets.md, read as the
// check's source (one table, for people and for the check), and the count of one cold view.

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

/** The rows of the table under a heading of the doc (header and rule left out). */
function tableUnder(text: string, heading: string): string[][] {
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/request-budgets.md has no "## ${heading}" section`);
  const rest = text.slice(start + heading.length + 5);
  const end = rest.indexOf('\n## ');
  const lines = (end < 0 ? rest : rest.slice(0, end)).split('\n').filter((line) => line.startsWith('|') && line.endsWith('|'));
  return lines.slice(2).map(cellsOf);
}

const budgetNumber = (cell: string | undefined, where: string): number => {
  const value = Number(cell);
  if (cell === undefined || cell === '' || !Number.isInteger(value) || value < 0) throw new Error(`docs/request-budgets.md: no whole number for ${where}: "${cell ?? ''}"`);
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
 * the medal holders), a followed player and their latest cup, a cup's qualification results.
 */
const FAN_OUT: readonly RegExp[] = [
  /^\/api\/leaderboard\/personal\/[^/]+(\/[^/]+)?$/,
  /^\/api\/leaderboard\/[^/]+\/[^/]+\?offset=\d+&length=1$/,
  /^\/api\/player\/[^/]+(\/cotd\/0\?.*)?$/,
  /^\/api\/comp\/\d+\/challenge\/\d+\/\d+$/,
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
      if (Date.now() - start > SETTLE_TIMEOUT_MS) throw new Error(`${page.url()} did not settle: ${String(pending.size)} requests in flight`);
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

/** Where the app keeps answers across visits (src/app/answerStore.ts). */
const ANSWER_STORE_DB = 'tmio-answers';

/**
 * Cold views of paths, one after the other in one page: each is a new document that starts with the answer store
 * deleted (before the app's code runs: IndexedDB opens wait for a pending delete) and a new memory, at the mocked
 * data's moment. The context's other storage is kept (the session the sign-in left), and the browser's code cache: a
 * cold view of the data, not of the code, at a fraction of a new browser's cost.
 */
export async function coldViewer(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  await context.addInitScript((name: string) => {
    indexedDB.deleteDatabase(name);
  }, ANSWER_STORE_DB);
  const page = await context.newPage();
  await page.clock.install({ time: TEST_NOW });
  return {
    page,
    view: async (path: string): Promise<ColdView> => {
      // A blank document in between: a new document (new memory, a new boot), never a move of the hash alone.
      await page.goto('about:blank');
      return countRequests(page, () => page.goto(`/#${path}`));
    },
    close: () => context.close(),
  };
}
