import type { BrowserContextOptions, TestInfo } from '@playwright/test';
import { ROUTE_EXAMPLES, type RouteExample } from '../tests/routeExamples';
import { test, expect, signInAsMockPilot } from './fixtures';
import {
  OVER_BUDGET,
  budgetProblems,
  coldView,
  coldViewer,
  printView,
  readBudgetTable,
  recapBudgets,
  returnBudgets,
} from './requestBudget';
import { TEST_NOW } from '../tests/clock';

// Every route within its request budget (docs/request-budgets.md, issue 33), counted on cold views of the production
// build on the mocked API (no answer store kept, a new document). The anonymous figure of every route is checked by
// the every-route walk's desktop half (routes.spec.ts), which opens each route cold anyway; this file checks that
// every route has a budget, the personal routes signed in, and the prefetched month's addresses.

/** A group of routes' bound, with room for a busy two-core machine (docs/decisions/011-test-runner-settings.md). */
const GROUP_TIMEOUT_MS = 90_000;
/**
 * The routes with a signed-in budget: the ones the signed-in player's records make heavier, the rankings with the
 * player's own place (their profile), a cup opened on the player's division and /cotd's last cup (their latest cups),
 * and the player's home.
 */
const PERSONAL_ROUTES = [
  '/records',
  '/campaigns/:club/:campaign',
  '/totd',
  '/totd/:month',
  '/cotd/:id',
  '/top',
  '/matchmaking/:tab',
  '/cotd',
  '/me',
];

const table = readBudgetTable();

function contextOptions(info: TestInfo, extra: BrowserContextOptions = {}): BrowserContextOptions {
  const { baseURL, viewport, timezoneId } = info.project.use;
  return { baseURL, viewport, timezoneId, serviceWorkers: 'block', ...extra };
}

type Viewer = Awaited<ReturnType<typeof coldViewer>>;

/** Each route opened cold in turn: what is wrong with them against their budgets. */
async function overBudget(
  routes: readonly RouteExample[],
  viewer: Viewer,
  budgetOf: (route: string) => number | undefined,
  label: string,
): Promise<string[]> {
  const found: string[] = [];
  for (const { route, path } of routes) {
    const started = Date.now();
    const view = await viewer.view(path);
    printView(`${label} ${route} (${String(Date.now() - started)} ms)`, view);
    found.push(...budgetProblems(table, route, view, budgetOf(route)));
  }
  await viewer.close();
  return found;
}

test.describe('request budget', () => {
  test('every route example has a budget', () => {
    const missing = ROUTE_EXAMPLES.filter(({ route }) => !table.budgets.has(route)).map(({ route }) => route);
    expect(missing).toEqual([]);
    const unsigned = PERSONAL_ROUTES.filter((route) => table.budgets.get(route)?.signedIn === undefined);
    expect(unsigned).toEqual([]);
  });

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

/** A return "within minutes": past a board's minute of freshness, within the kept answers' few minutes. */
const RETURN_AFTER = '02:00';

test.describe('request budget: a return to the signed-in home', () => {
  test('/me keeps its budget cold and on a return within minutes', async ({ browser }, info) => {
    test.setTimeout(GROUP_TIMEOUT_MS);
    const context = await browser.newContext(contextOptions(info));
    const page = await context.newPage();
    await page.clock.install({ time: TEST_NOW });
    await page.goto('/#/privacy');
    await signInAsMockPilot(page);
    // Cold: the answers the sign-in's own page kept are dropped before the view (the delete waits for the page to go).
    await page.evaluate(() => indexedDB.deleteDatabase('tmio-answers'));
    const cold = await coldView(page, '/me');
    printView('signed in cold /me', cold);
    expect(budgetProblems(table, '/me', cold, table.budgets.get('/me')?.signedIn), OVER_BUDGET).toEqual([]);
    await page.clock.fastForward(RETURN_AFTER);
    const back = await coldView(page, '/me');
    printView('signed in return /me', back);
    expect(back.requests.length, back.requests.join(' ')).toBeLessThanOrEqual(returnBudgets().get('/me') ?? 0);
    expect(back.duplicates).toEqual([]);
    await context.close();
  });
});

// The routes the boot prefetches (src/app/prefetch.ts, PREFETCHES): a cold boot asks each answer once, the prefetch
// and the page sharing it. The player and leaderboard routes it prefetches are route examples, whose duplicates the
// every-route walk fails on; the Track of the Day month's three addresses are opened here, with the page's code
// late, as a real connection has it.
const PREFETCHED_MONTH = ['/', '/totd', '/totd/today'];
const PAGE_CODE_DELAY_MS = 1000;

/** Each path opened cold in turn: the answers each asked twice. */
async function askedTwice(paths: readonly string[], viewer: Viewer): Promise<string[]> {
  const twice: string[] = [];
  for (const path of paths) {
    const view = await viewer.view(path);
    printView(`prefetched ${path}`, view);
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

/** Whether this browser's answer store holds a season recap yet (it saves at most once a second). */
const storesRecap = (): Promise<boolean> =>
  new Promise<boolean>((resolve) => {
    const open = indexedDB.open('tmio-answers');
    open.onsuccess = () => {
      try {
        const read = open.result.transaction('answers').objectStore('answers').get('answers');
        read.onsuccess = () => {
          const value = read.result as { clientState?: { queries?: { queryHash?: string }[] } } | undefined;
          resolve((value?.clientState?.queries ?? []).some((query) => query.queryHash?.includes('"recap"') === true));
          open.result.close();
        };
        read.onerror = () => resolve(false);
      } catch {
        resolve(false);
      }
    };
    open.onerror = () => resolve(false);
  });

// A season recap (issue 47) reads a player's histories back to 1 January when the reader asks: the cold view (the
// cost shown before it starts) is the every-route walk's; here the reading itself, within its budget and never more
// than 3 fan-out requests in flight, and a second visit to a past year, which asks nothing (the answer store).
test.describe('request budget: a season recap', () => {
  for (const [path, budget] of recapBudgets()) {
    test(`${path}: read to 1 January, then a second visit`, async ({ browser }, info) => {
      test.setTimeout(GROUP_TIMEOUT_MS);
      const context = await browser.newContext(contextOptions(info));
      const page = await context.newPage();
      await page.clock.install({ time: TEST_NOW });
      const year = path.split('/').at(-1) ?? '';
      const read = await coldView(page, path, async (opened) => {
        await opened.getByRole('button', { name: `Read ${year}` }).click();
        await opened.getByRole('button', { name: 'Download PNG' }).waitFor({ timeout: 30_000 });
      });
      printView(`recap read ${path}`, read);
      expect(budgetProblems(table, path, read, budget.read), OVER_BUDGET).toEqual([]);
      if (budget.secondVisit !== undefined) {
        await expect.poll(() => page.evaluate(storesRecap), { timeout: 10_000 }).toBe(true);
        const second = await coldView(page, path);
        printView(`recap second visit ${path}`, second);
        await expect(page.getByRole('button', { name: 'Download PNG' })).toBeVisible();
        expect(second.requests.length, second.requests.join(' ')).toBeLessThanOrEqual(budget.secondVisit);
      }
      await context.close();
    });
  }
});
