import type { Page } from '@playwright/test';
import { test, expect, signInAsMockPilot } from './fixtures';
import { lineEnds, lineTops, SEPARATORS } from './textLines';

// What a phone shows where the layout is the point: the leaderboard first, the player header's rows, the cup ranks
// on two lines, the records table's tags inside it. The phone project runs these at 390 px (the desktop one too, where
// the same rules hold).

const STUNT = 'StuntDemoMapUid0000000001';

async function signIn(page: Page): Promise<void> {
  await page.goto('/#/totd');
  await signInAsMockPilot(page);
}

test.describe('on a phone', { tag: '@phone' }, () => {
  test('the map leaderboard shows its first position on the first screen', async ({ page }) => {
    await page.goto(`/#/leaderboard/${STUNT}`);
    const first = page.getByRole('table', { name: 'Positions' }).locator('tbody tr').first();
    await expect(first).toBeVisible();
    const box = await first.evaluate((row) => row.getBoundingClientRect().top + window.scrollY);
    expect(box).toBeLessThan(844);
    // The map's medals come before it, its facts after it.
    const medals = await page
      .getByRole('table', { name: 'Medal thresholds' })
      .evaluate((table) => table.getBoundingClientRect().top + window.scrollY);
    const facts = await page
      .getByRole('table', { name: 'Map information' })
      .evaluate((table) => table.getBoundingClientRect().top + window.scrollY);
    expect(medals).toBeLessThan(box);
    expect(facts).toBeGreaterThan(box);
  });

  test('the player header: one row of tabs, zones and links broken where they may be, the two buttons side by side', async ({
    page,
  }) => {
    await page.goto('/#/player/demo-team/cotd');
    const tabs = page.getByRole('navigation', { name: 'Player sections' }).getByRole('link');
    await expect(tabs).toHaveCount(6);
    const boxes = await tabs.evaluateAll((links) =>
      links
        .map((link) => link.getBoundingClientRect())
        .map((rect) => ({ top: Math.round(rect.top), left: rect.left, right: rect.right })),
    );
    expect(new Set(boxes.map((box) => box.top)).size, 'the tabs lie on one row').toBe(1);
    // The active tab, the last one, is scrolled into view.
    const active = page
      .getByRole('link', { name: 'Cup of the Day', exact: true })
      .and(page.locator('[aria-current="page"]'));
    const activeBox = await active.evaluate((link) => link.getBoundingClientRect());
    expect(activeBox.left).toBeGreaterThanOrEqual(0);
    expect(activeBox.right).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));

    // No line of the zone list starts with the "›" between two zones.
    const zones = page.getByRole('list', { name: 'Zone' });
    const lineStarts = await zones.evaluate((list) => {
      const left = list.getBoundingClientRect().left;
      return [...list.children]
        .filter((item) => Math.abs(item.getBoundingClientRect().left - left) < 2)
        .map((item) => getComputedStyle(item, '::before').content);
    });
    expect(lineStarts.filter((content) => content.includes('›'))).toEqual([]);

    // The profile address breaks after a separator, never inside "demo-team" or another word.
    const profile = page.getByRole('link', { name: /\/#\/player\/demo-team$/ });
    const ends = await lineEnds(profile);
    expect(
      ends.filter((char) => !SEPARATORS.includes(char)),
      `line ends ${ends.join(' ')}`,
    ).toEqual([]);

    const follow = await page.getByRole('button', { name: /^Follow / }).boundingBox();
    const compare = await page.getByRole('button', { name: 'Compare with...' }).boundingBox();
    expect(follow && compare).toBeTruthy();
    if (!follow || !compare) return;
    expect(Math.round(follow.y)).toBe(Math.round(compare.y));
    expect(Math.round(follow.height)).toBe(Math.round(compare.height));
  });

  test('a Cup of the Day rank and its share take two lines at most', async ({ page }) => {
    await page.goto('/#/player/demo-team/cotd');
    const table = page.getByRole('table', { name: 'Cup of the Day results' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      const cells = table.locator('tbody tr td:last-child');
      const count = Math.min(await cells.count(), 10);
      for (let index = 0; index < count; index += 1) {
        const cell = cells.nth(index);
        const text = await cell.innerText();
        expect((await lineTops(cell)).length, `${width} px: "${text}"`).toBeLessThanOrEqual(2);
      }
    }
  });

  test('the Removed tag of My records stays inside the table', async ({ page }) => {
    test.slow();
    await signIn(page);
    // The month's section: the one whose mocked records include a removed one.
    await page.goto('/#/records?section=month');
    const tables = page.getByRole('main').getByRole('table');
    await expect(tables.first()).toBeVisible();
    await expect(page.getByRole('main').getByText('Loading…')).toHaveCount(0, { timeout: 15_000 });
    const removed = page.getByRole('main').getByText('Removed', { exact: true });
    await expect(removed.first()).toBeVisible();
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      for (const tag of await removed.all()) {
        const where = await tag.evaluate((element) => {
          const box = element.closest('.table-container') ?? document.documentElement;
          return {
            tag: element.getBoundingClientRect().right,
            right: box.getBoundingClientRect().right,
            scroll: box.scrollWidth,
            client: box.clientWidth,
          };
        });
        expect(where.scroll, `${width} px: the table scrolls sideways`).toBeLessThanOrEqual(where.client);
        expect(where.tag, `${width} px: the tag's right edge`).toBeLessThanOrEqual(where.right);
      }
    }
  });
});

// Issue 43: a leaderboard row on one line, tap targets a thumb can hit, a way back to the top of a long page.
test.describe('at a glance on a phone', { tag: '@phone' }, () => {
  test('a leaderboard row is one line: position, flag and name, the time with its medal', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/#/leaderboard/${STUNT}`);
    const rows = page.getByRole('table', { name: 'Positions' }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const count = Math.min(await rows.count(), 15);
    const heights: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const row = rows.nth(index);
      heights.push(await row.evaluate((element) => element.getBoundingClientRect().height));
      const cells = row.locator('td:visible');
      await expect(cells).toHaveCount(3);
      await expect(cells.nth(2).getByRole('img', { name: /medal$/ })).toBeVisible();
      // The time and its medal's chip share one line.
      expect(await lineTops(cells.nth(2)), `row ${String(index + 1)}: the time's cell`).toHaveLength(1);
    }
    // A row is a line and its padding where the name fits (most do); a name too long wraps rather than being cut.
    const oneLine = heights.filter((height) => height < 48).length;
    expect(oneLine, `row heights ${heights.map(Math.round).join(', ')}`).toBeGreaterThanOrEqual(count / 2);
    // The table fits the window: nothing scrolls sideways.
    const fits = await page
      .getByRole('table', { name: 'Positions' })
      .evaluate((table) => table.getBoundingClientRect().right <= window.innerWidth);
    expect(fits).toBe(true);
  });

  test('links are at least 24 px tall and the main buttons 44 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/#/leaderboard/${STUNT}`);
    const table = page.getByRole('table', { name: 'Positions' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const linkHeights = await table
      .locator('tbody a:visible')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(linkHeights.length).toBeGreaterThan(0);
    expect(Math.min(...linkHeights), 'the shortest player link').toBeGreaterThanOrEqual(24);
    const download = await page.getByRole('link', { name: /^Download map/ }).boundingBox();
    expect(download?.height ?? 0, 'Download map').toBeGreaterThanOrEqual(44);
    const next = await page.getByRole('button', { name: '+500' }).boundingBox();
    expect(next?.height ?? 0, '+500').toBeGreaterThanOrEqual(44);
  });

  test('a long page offers Back to top once scrolled, and a short one does not', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/#/cotd/1650');
    const back = page.getByRole('button', { name: 'Back to top' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(back).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 2500));
    await expect(back).toBeInViewport();
    const box = await back.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await back.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('main')).toBeFocused();

    // A page shorter than a screen and a half: no button to see, and the page no taller for it.
    await page.goto('/#/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const heights = await page.evaluate(() => {
      const track = document.querySelector<HTMLElement>('.back-to-top-track');
      const withIt = document.documentElement.scrollHeight;
      if (track) track.style.display = 'none';
      return { withIt, without: document.documentElement.scrollHeight };
    });
    expect(heights.withIt).toBe(heights.without);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('button', { name: 'Back to top' })).not.toBeInViewport();
  });
});
