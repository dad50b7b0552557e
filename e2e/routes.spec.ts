import { test, expect } from './fixtures';
import { ROUTE_EXAMPLES, type RouteExample } from '../tests/routeExamples';
import { expectFitsEveryWidth } from './layout';
import { OVER_BUDGET, budgetProblems, coldView, printView, readBudgetTable, startColdViews } from './requestBudget';

// Every route of the spec, on desktop and phone (tagged @phone, so the phone project runs it): the page settles with its
// own title, axe finds no serious or critical violation,
// the keyboard reaches the page's controls with a visible focus ring, and at seven widths from 360 to 1440 px the page
// is no wider than the window, its links and controls lie inside it and no table text is cut off. Routes are visited in groups inside one page.
// The phone moves through them as a visitor does, the app booting once per group; the desktop opens each route cold (a
// new document, no answer kept) and checks its request budget on the way (docs/request-budgets.md, issue 33): one
// walk opens every route once for both checks.

const TAB_STOPS = 12;
// Every route fits these widths: the phone project (390 px) also tries a small phone, the desktop project the other
// window sizes people use, down to a tablet: one width in each band the layout changes at (from 1408 px, 1216–1407,
// 1024–1215 at its narrowest, the tablet). The desktop ends on its own 1366 px (the 1216–1407 band), which is where
// the next route needs the window anyway: four resizes a route, not five. 1100 px, inside the 1024 band, is left
// out: the walk is the suite's longest test.
const WIDTHS = { phone: [390, 360], desktop: [1440, 1024, 768, 1366] } as const;
const GROUP_SIZE = 6;

const budgets = readBudgetTable();
const groups: RouteExample[][] = [];
for (let at = 0; at < ROUTE_EXAMPLES.length; at += GROUP_SIZE) groups.push(ROUTE_EXAMPLES.slice(at, at + GROUP_SIZE));

test.describe('every route', { tag: '@phone' }, () => {
  for (const group of groups) {
    const first = group[0]?.route ?? '';
    const last = group.at(-1)?.route ?? '';

    test(`${first} … ${last} are accessible and keyboard-usable`, async ({ page, checkA11y }) => {
      test.setTimeout(30_000 * group.length);
      const cold = test.info().project.name !== 'phone';
      if (cold) await startColdViews(page);
      for (const { route, path, heading } of group) {
        await test.step(route, async () => {
          if (cold) {
            const view = await coldView(page, path);
            printView(`anonymous ${route}`, view);
            expect
              .soft(budgetProblems(budgets, route, view, budgets.budgets.get(route)?.anonymous), OVER_BUDGET)
              .toEqual([]);
          } else {
            // A new hash in the same document: the router renders the route as a visitor's click would.
            await page.goto(`/#${path}`);
          }
          await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0, { timeout: 10_000 });
          // The route's own page, by its title (a route that rendered another page would still settle).
          await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
          // The phone checks colour contrast on its group's first route (the phone header) only: the colours are
          // the desktop's, whose walk checks them on every route (e2e/fixtures.ts).
          await checkA11y({ contrast: test.info().project.name !== 'phone' || route === first });
          await walkTabStops(page);
          // Axe runs again at 1024 px, a laptop window, where the header is the compact one (1024–1215 px): once per
          // group, on its first page, as the header is the same on every page and the walk is the suite's longest test.
          await expectFitsEveryWidth(
            page,
            test.info().project.name === 'phone' ? WIDTHS.phone : WIDTHS.desktop,
            path,
            async (width) => {
              if (width === 1024 && route === first) await checkA11y();
            },
          );
        });
      }
    });
  }
});

interface FocusStop {
  label: string;
  ring: boolean;
  sized: boolean;
}

declare global {
  interface Window {
    __focusStops?: FocusStop[];
  }
}

/**
 * Tabs through the first stops from the top of the document: each focused element is visible and shows a ring.
 * The page records every stop as focus arrives (one listener), so the walk is 12 key presses and one read, not a
 * round trip per stop.
 */
async function walkTabStops(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const stops: FocusStop[] = [];
    window.__focusStops = stops;
    const record = (event: FocusEvent) => {
      const element = event.target;
      if (!(element instanceof HTMLElement) || window.__focusStops !== stops) return;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      stops.push({
        label: `${element.tagName.toLowerCase()} "${element.innerText.trim().slice(0, 40)}"`,
        ring: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
        sized: rect.width > 0 && rect.height > 0,
      });
    };
    document.addEventListener('focusin', record);
  });
  for (let stop = 0; stop < TAB_STOPS; stop += 1) await page.keyboard.press('Tab');
  const stops = await page.evaluate(() => window.__focusStops ?? []);
  for (const focus of stops) {
    expect(focus.sized, `${focus.label} is focusable but has no size`).toBe(true);
    expect(focus.ring, `${focus.label} shows no focus indicator`).toBe(true);
  }
}
