import type { Page } from '@playwright/test';
import { test, expect, signInAsMockPilot, failedLoads } from './fixtures';
import { expectFitsEveryWidth } from './layout';
import { totdToday } from '../src/mocks/handlers/totd';
import { leaderboardRows, personalRecord } from '../src/mocks/data/leaderboards';
import { playerCotdPage } from '../src/mocks/data/playerCotd';
import { playerProfile } from '../src/mocks/data/playerProfile';
import { installShiftedClock, restoreRealClock } from '../src/mocks/clock';
import { TEST_NOW } from '../tests/clock';

// The signed-in home (issue 46) and the "you" strips (issue 43) in the production build: the mocked player's values,
// axe, the keyboard and every width signed in (the route walk sees /me signed out), one column on a phone in the
// issue's order and a grid wider, and a failed card beside working ones.

// The values are computed here from the mock data at the moment the page's mocked API runs at (fixtures.ts). The
// worker runs other files after this one: its clock is shifted for this file's tests only (a clock left shifted put the
// next files' pages on the real time: pwa.spec.ts's "Data as of" and recordChanges.spec.ts's "Since Wednesday").
test.beforeAll(() => installShiftedClock(TEST_NOW));

test.afterAll(restoreRealClock);

const WIDTHS = { phone: [390, 360], desktop: [1440, 1216, 1024, 768] } as const;
const CARDS = ["Today's Track of the Day", 'Last Cup of the Day', 'Ranks', 'Since your last visit'];
const en = (n: number) => n.toLocaleString('en-US');

async function signedIn(page: Page) {
  await page.goto('/#/privacy');
  await signInAsMockPilot(page);
}

/** Tabs through the page from its top: every stop shows a focus ring, and the cards' links and buttons are reached. */
async function walkKeyboard(page: Page, stops: number) {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement)) return { ring: false, label: 'nothing' };
      const style = getComputedStyle(element);
      return {
        label: `${element.tagName} "${element.innerText.trim().slice(0, 40)}"`,
        ring: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
      };
    });
    expect(focus.ring, `${focus.label} shows no focus indicator`).toBe(true);
  }
}

test.describe('my home, signed in', { tag: '@phone' }, () => {
  test('shows the four cards with the mocked values, passes axe, the keyboard and every width', async ({
    page,
    checkA11y,
  }) => {
    const today = totdToday();
    const record = personalRecord(today.group, today.uid) as { rank: number };
    const count = leaderboardRows(today.group, today.uid, 0, 1).playercount;
    const cup = playerCotdPage(0, 0, { includeReruns: true, order: 'dateDesc' })?.cotds[0];
    const points = playerProfile(0).trophies.points;
    await signedIn(page);
    await page.goto('/#/me');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'My home' })).toBeVisible();
    const strip = main.getByRole('region', { name: 'Your standing on this map' });
    await expect(strip).toContainText(`${en(record.rank)} of ${en(count)}`);
    await expect(main.getByRole('region', { name: 'Last Cup of the Day' })).toContainText(cup?.name ?? '-');
    await expect(main.getByRole('region', { name: 'Ranks' })).toContainText(en(points));
    await expect(main.getByRole('region', { name: 'Since your last visit' })).toContainText(
      'Open My records to compare',
    );
    await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);

    // One column on a phone, in the order; side by side wider.
    const boxes = [];
    for (const name of CARDS) boxes.push(await main.getByRole('region', { name, exact: true }).boundingBox());
    const tops = boxes.map((box) => box?.y ?? 0);
    const lefts = new Set(boxes.map((box) => Math.round(box?.x ?? 0)));
    if (test.info().project.name === 'phone') {
      expect(lefts.size).toBe(1);
      expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    } else {
      expect(lefts.size).toBe(2);
    }

    await checkA11y();
    await walkKeyboard(page, 14);
    await expectFitsEveryWidth(page, test.info().project.name === 'phone' ? WIDTHS.phone : WIDTHS.desktop, '/me');
  });

  test('the strips show the mocked player: under the map title and on /cotd', async ({ page, checkA11y }) => {
    const today = totdToday();
    const record = personalRecord(today.group, today.uid) as { rank: number };
    const cup = playerCotdPage(0, 0, { includeReruns: true, order: 'dateDesc' })?.cotds[0];
    await signedIn(page);
    await page.goto('/#/totd/leaderboard/today');
    const strip = page.getByRole('region', { name: 'Your standing on this map' });
    await expect(strip).toContainText(en(record.rank));
    // Above the first row, on every width: no scrolling to find it.
    const stripBox = await strip.boundingBox();
    const firstRow = await page.getByRole('table', { name: 'Positions' }).getByRole('row').nth(1).boundingBox();
    expect(stripBox?.y ?? Infinity).toBeLessThan(firstRow?.y ?? 0);
    await checkA11y();
    await strip.getByRole('button', { name: 'Jump to my row' }).click();
    await expect(page.locator('tr[aria-current="true"]')).toContainText('MockPilot');

    await page.goto('/#/cotd');
    const last = page.getByRole('region', { name: 'Your last cup' });
    await expect(last).toContainText(cup?.name ?? '-');
    await expect(last.getByRole('link', { name: 'Open my division' })).toHaveAttribute(
      'href',
      `#/cotd/${String(cup?.id)}?division=${String(cup?.div)}`,
    );
    await checkA11y();
  });
});

test.describe('my home, signed out', { tag: '@phone' }, () => {
  test('invites to log in, and the strips are not there', async ({ page }) => {
    await page.goto('/#/me');
    await expect(page.getByRole('main').getByRole('button', { name: /^Log in with/ })).toBeVisible();
    await page.goto('/#/totd/leaderboard/today');
    await expect(page.getByRole('table', { name: 'Positions' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your standing on this map' })).toHaveCount(0);
    await page.goto('/#/cotd');
    await expect(page.getByRole('heading', { level: 1, name: 'Cup of the Day' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your last cup' })).toHaveCount(0);
  });
});

test.describe('my home when answers fail', () => {
  test.use({ allowConsoleErrors: [failedLoads(/\/api\/.*/)] });

  test('the error scenario: the cards that ask say so with Try again, beside the one that reads this browser', async ({
    page,
    checkA11y,
  }) => {
    await signedIn(page);
    await page.setExtraHTTPHeaders({ 'x-mock-scenario': 'error' });
    await page.goto('/#/me');
    const main = page.getByRole('main');
    // A failed answer is asked again a few times first (the app's retries), as a visitor's would be.
    await expect(main.getByRole('region', { name: "Today's Track of the Day" })).toContainText(
      "Could not load today's map",
      { timeout: 25_000 },
    );
    await expect(main.getByRole('region', { name: 'Ranks' })).toContainText('Could not load your ranks', {
      timeout: 25_000,
    });
    await expect(main.getByRole('region', { name: 'Since your last visit' })).toContainText('Open My records');
    await expect(main.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
    await checkA11y();
  });

  test('the rate-limit scenario: a refused card says so beside the working ones', async ({ page }) => {
    await signedIn(page);
    // The home's map answer refused (429), as the rate-limit scenario refuses once its allowance is spent.
    await page.route('**/api/map/**', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '1', 'content-type': 'application/json' },
        body: JSON.stringify({ error: 'Too many requests' }),
      }),
    );
    await page.goto('/#/me');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: "Today's Track of the Day" })).toContainText(
      "Could not load today's map",
      { timeout: 25_000 },
    );
    await expect(main.getByRole('region', { name: 'Ranks' })).toContainText(en(playerProfile(0).trophies.points));
    await expect(main.getByRole('region', { name: 'Last Cup of the Day' })).toContainText('Division');
  });
});
