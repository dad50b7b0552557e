import type { BrowserContextOptions, TestInfo } from '@playwright/test';
import { ROUTE_EXAMPLES, type RouteExample } from '../tests/routeExamples';
import { test, expect, signInAsMockPilot } from './fixtures';
import { coldViewer, readBudgetTable, type ColdView } from './requestBudget';

// Every route within its request budget (docs/request-budgets.md, issue 33): each route example of the production
// build opened cold on the mocked API (a new browser context: no answer store, no cache), counted until it settles.
// A route fails when it asks for more than its budget, asks one address twice, or has more than 6 API requests in
// flight at once (3 of the fan-outs, the scheduler's families). A few short tests of a group of routes each, so the
// two workers share them; no axe, no widths (routes.spec.ts does those).

const MOST_IN_FLIGHT = 6;
const MOST_FAN_OUT_IN_FLIGHT = 3;
const GROUPS = 6;
/** A group of 9 routes took up to 38 s on a two-core machine at a load average of 17. */
const GROUP_TIMEOUT_MS = 90_000;
/** The routes with a signed-in budget: the ones the signed-in player's records make heavier. */
const PERSONAL_ROUTES = ['/records', '/campaigns/:club/:campaign', '/totd', '/totd/:month'];

const table = readBudgetTable();
/** REQUEST_BUDGET_REPORT=1 prints each route's figures (to update the table), REQUEST_BUDGET_REPORT=all its addresses too. */
const report = Boolean(process.env.REQUEST_BUDGET_REPORT);

function contextOptions(info: TestInfo, extra: BrowserContextOptions = {}): BrowserContextOptions {
  const { baseURL, viewport, timezoneId } = info.project.use;
  return { baseURL, viewport, timezoneId, serviceWorkers: 'block', ...extra };
}

/**
 * What is wrong with one cold view against its budget, as lines (none when it keeps it). A known duplicate's repeats
 * do not count against the budget: the budget is what the route needs, the duplicate a bug named in the doc.
 */
function problems(route: string, view: ColdView, budget: number | undefined): string[] {
  const found: string[] = [];
  const allowed = table.knownDuplicates.get(route) ?? [];
  const asked = view.requests.filter((address, index) => !allowed.includes(address) || view.requests.indexOf(address) === index);
  if (budget === undefined) found.push(`${route}: no budget in docs/request-budgets.md`);
  else if (asked.length > budget) found.push(`${route}: ${String(asked.length)} API requests, budget ${String(budget)}: ${view.requests.join(' ')}`);
  const duplicates = view.duplicates.filter((address) => !allowed.includes(address));
  if (duplicates.length > 0) found.push(`${route}: asked twice: ${duplicates.join(' ')}`);
  if (view.mostInFlight > MOST_IN_FLIGHT) found.push(`${route}: ${String(view.mostInFlight)} API requests in flight at once`);
  if (view.mostFanOutInFlight > MOST_FAN_OUT_IN_FLIGHT) found.push(`${route}: ${String(view.mostFanOutInFlight)} fan-out requests in flight at once`);
  return found;
}

function print(label: string, view: ColdView) {
  if (!report) return;
  console.log(
    `${label}: ${String(view.requests.length)} requests, ${String(view.mostInFlight)} in flight (fan-out ${String(view.mostFanOutInFlight)})` +
      (view.duplicates.length > 0 ? `, twice: ${view.duplicates.join(' ')}` : ''),
  );
  // REQUEST_BUDGET_REPORT=all: every address too.
  if (process.env.REQUEST_BUDGET_REPORT === 'all') console.log(view.requests.map((address) => `  ${address}`).join('\n'));
}

type Viewer = Awaited<ReturnType<typeof coldViewer>>;

/** Each route opened cold in turn: what is wrong with them against their budgets. */
async function overBudget(routes: readonly RouteExample[], viewer: Viewer, budgetOf: (route: string) => number | undefined, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const { route, path } of routes) {
    const started = Date.now();
    const view = await viewer.view(path);
    print(`${label} ${route} (${String(Date.now() - started)} ms)`, view);
    found.push(...problems(route, view, budgetOf(route)));
  }
  await viewer.close();
  return found;
}

const OVER_BUDGET = 'routes over their request budget (docs/request-budgets.md)';

test.describe('request budget', () => {
  test('every route example has a budget', () => {
    const missing = ROUTE_EXAMPLES.filter(({ route }) => !table.budgets.has(route)).map(({ route }) => route);
    expect(missing).toEqual([]);
    const unsigned = PERSONAL_ROUTES.filter((route) => table.budgets.get(route)?.signedIn === undefined);
    expect(unsigned).toEqual([]);
  });

  for (let group = 0; group < GROUPS; group += 1) {
    const routes = ROUTE_EXAMPLES.filter((_, index) => index % GROUPS === group);

    test(`anonymous, cold: routes ${routes.map(({ route }) => route).join(', ')}`, async ({ browser }, info) => {
      test.setTimeout(GROUP_TIMEOUT_MS);
      const found = await overBudget(routes, await coldViewer(browser, contextOptions(info)), (route) => table.budgets.get(route)?.anonymous, 'anonymous');
      expect(found, OVER_BUDGET).toEqual([]);
    });
  }

  test('signed in, cold: the personal routes', async ({ browser }, info) => {
    test.setTimeout(GROUP_TIMEOUT_MS);
    // Signed in once through the login popup; each route then opens cold with the session it left in localStorage.
    const viewer = await coldViewer(browser, contextOptions(info));
    await viewer.page.goto('/#/privacy');
    await signInAsMockPilot(viewer.page);
    const routes = ROUTE_EXAMPLES.filter(({ route }) => PERSONAL_ROUTES.includes(route));
    const found = await overBudget(routes, viewer, (route) => table.budgets.get(route)?.signedIn, 'signed in');
    expect(found, OVER_BUDGET).toEqual([]);
  });
});

// The routes the boot prefetches (src/app/prefetch.ts, PREFETCHES): a cold boot asks each answer once, the prefetch
// and the page sharing it. The player and leaderboard routes it prefetches are route examples, whose duplicates the
// budget check above fails on; the Track of the Day month's three addresses are opened here, with the page's code
// late, as a real connection has it.
const PREFETCHED_MONTH = ['/', '/totd', '/totd/today'];
const PAGE_CODE_DELAY_MS = 1000;

/** Each path opened cold in turn: the answers each asked twice. */
async function askedTwice(paths: readonly string[], viewer: Viewer): Promise<string[]> {
  const twice: string[] = [];
  for (const path of paths) {
    const view = await viewer.view(path);
    print(`prefetched ${path}`, view);
    if (view.duplicates.length > 0) twice.push(`${path}: ${view.duplicates.join(' ')}`);
  }
  await viewer.close();
  return twice;
}

test.describe('request budget: prefetched routes', () => {
  test('a cold boot of the Track of the Day month asks each answer once', async ({ browser }, info) => {
    const viewer = await coldViewer(browser, contextOptions(info));
    // The page's code a little late, as on a real connection (the answer is small, the code is not): on the mocked
    // server on one machine the two race, and the duplicate would come and go.
    await viewer.page.route(/\/assets\/TotdPage-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, PAGE_CODE_DELAY_MS));
      await route.continue();
    });
    expect(await askedTwice(PREFETCHED_MONTH, viewer), 'answers a cold boot asks twice').toEqual([]);
  });
});
