import type { Page } from '@playwright/test';
import { test as plainTest } from '@playwright/test';
import { test, expect } from './fixtures';
import { recordShifts, shiftSum } from './layoutShift';

// The header index.html paints before the app's code runs has the real header's size and layout (issue 29): when
// React replaces it, nothing moves. Measured at the phone's and the desktop's width, on a page with no active tab
// (the active tab's bold text is a little wider, which the static header cannot know).
const PAGE = '/#/leaderboard/StuntDemoMapUid0000000001';

interface Box {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of the header and of its visible parts: brand, search button, burger, tabs. */
function headerBoxes(page: Page): Promise<Box[]> {
  return page.locator('header.site-header').evaluate((header) =>
    [header, ...header.querySelectorAll('.navbar-brand > *, .navbar-start > .navbar-item')]
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const round = (value: number) => Math.round(value * 10) / 10;
        return {
          text: element === header ? 'header' : element.textContent,
          x: round(x),
          y: round(y),
          width: round(width),
          height: round(height),
        };
      })
      .filter((box) => box.width > 0),
  );
}

async function staticHeader(page: Page): Promise<Box[]> {
  // The app's code never runs: what shows is index.html's own header.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.goto(PAGE);
  await page.waitForLoadState('load');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  const boxes = await headerBoxes(page);
  await page.unrouteAll();
  return boxes;
}

async function appHeader(page: Page): Promise<Box[]> {
  await page.goto('about:blank');
  await page.goto(PAGE);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  return headerBoxes(page);
}

test.describe('the first paint', () => {
  test("the static header has the real header's size and layout @phone", async ({ page }) => {
    const before = await staticHeader(page);
    const after = await appHeader(page);
    expect(before.length).toBeGreaterThan(1);
    expect(before).toEqual(after);
  });

  test("a player's zones do not move when their flags arrive @phone", async ({ page }) => {
    // The flags a little late, as on a phone's network: the names are drawn first.
    await page.route(/\/img\/flags\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/#/player/mockpilot');
    const zones = page.getByRole('list', { name: 'Zone' }).getByRole('listitem');
    await expect(zones.first()).toBeVisible();
    const boxesOf = () =>
      zones.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    const before = await boxesOf();
    await expect
      .poll(() =>
        zones.locator('img').evaluateAll((flags) => flags.every((flag) => (flag as HTMLImageElement).complete)),
      )
      .toBe(true);
    expect(await boxesOf()).toEqual(before);
  });

  test('a map leaderboard opens without moving: the details come with the first rows @phone', async ({ page }) => {
    await recordShifts(page);
    await page.goto(PAGE);
    await expect(page.getByRole('table', { name: 'Positions' }).getByRole('row').nth(15)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Map information' })).toBeAttached();
    expect(await shiftSum(page)).toBe(0);
  });

  // Without the fixtures' clock, which replaces the page's frame callbacks and performance timeline.
  plainTest(
    "the header paints before the app's code is asked for, and the page's first answer is asked for before the code",
    async ({ page }) => {
      await page.goto(PAGE);
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      const times = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        const resources = performance.getEntriesByType('resource');
        const started = (pattern: RegExp) =>
          resources.find((entry) => pattern.test(entry.name))?.startTime ?? Number.NaN;
        return { paint, app: started(/\/assets\/common-[^/]+\.js$/), answer: started(/\/api\/map\//) };
      });
      // On a slow phone network the styles then have the bandwidth to themselves (src/main.tsx).
      expect(times.app).toBeGreaterThan(times.paint);
      // /early.js asked for the map beside the styles, before the app's code.
      expect(times.answer).toBeLessThan(times.app);
    },
  );
});
