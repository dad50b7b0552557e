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
  for (const width of [390, 360]) {
    test(`at ${String(width)} px every leaderboard row is one line, the longest name cut with an ellipsis`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/#/leaderboard/${STUNT}`);
      const table = page.getByRole('table', { name: 'Positions' });
      const rows = table.locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      // Position | flag and name | time with its medal, and nothing else.
      const first = rows.first().locator('td:visible');
      await expect(first).toHaveCount(3);
      await expect(first.nth(2).getByRole('img', { name: /medal$/ })).toBeVisible();
      // Every row the page drew, read at once: its height, the lines its name and time run over, and its name.
      const shown = await rows.evaluateAll((all) =>
        all.map((row) => {
          const [, nameCell, timeCell] = [...row.querySelectorAll('td')];
          // The lines an element's boxes run over: tops more than 8 px apart (a padded link's box sits a little
          // higher than its text's).
          const lines = (cell: Element | undefined) => {
            const tops: number[] = [];
            for (const element of cell ? [cell, ...cell.querySelectorAll('*')] : []) {
              if (element.closest('.is-sr-only')) continue;
              for (const rect of element.getClientRects()) if (rect.height > 0) tops.push(rect.top);
            }
            tops.sort((x, y) => x - y);
            return tops.filter((top, index) => index === 0 || top - (tops[index - 1] ?? top) > 8).length;
          };
          const name = nameCell?.querySelector<HTMLElement>('[title]');
          return {
            height: row.getBoundingClientRect().height,
            nameLines: lines(nameCell?.querySelector('a') ?? undefined),
            timeLines: lines(timeCell),
            title: name?.title ?? '',
            cut: name ? name.scrollWidth > name.clientWidth : false,
          };
        }),
      );
      expect(shown.length).toBeGreaterThanOrEqual(15);
      // One line each: every row as tall as the shortest (a line and its padding), name and time on one line.
      const line = Math.min(...shown.map((row) => row.height));
      expect(line).toBeLessThan(48);
      expect(
        shown.filter((row) => Math.abs(row.height - line) > 1 || row.nameLines > 1 || row.timeLines > 1),
        `rows taller than one line (${Math.round(line)} px)`,
      ).toEqual([]);
      // The longest name of the page's rows is cut with an ellipsis, and stays whole as the link's name and tooltip.
      const longest = shown.reduce((best, row) => (row.title.length > best.title.length ? row : best));
      expect(longest.cut, `"${longest.title}" is cut`).toBe(true);
      const link = table.locator(`[title="${longest.title}"] a`).first();
      await expect(link).toHaveAccessibleName(new RegExp(longest.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      const style = await table
        .locator(`[title="${longest.title}"]`)
        .first()
        .evaluate((element) => getComputedStyle(element).textOverflow);
      expect(style).toBe('ellipsis');
      // The table fits the window: nothing scrolls sideways.
      const fits = await table.evaluate((element) => element.getBoundingClientRect().right <= window.innerWidth);
      expect(fits).toBe(true);
    });
  }

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
