import { test, expect } from './fixtures';
import type { Locator } from '@playwright/test';

// The player page's charts: drawn on a canvas (uPlot, fetched on demand), sized to their container on desktop and
// phone, with a text summary in the figure's caption; the Cup of the Day chart loads pages as its range needs.

/** The canvas of a figure has pixels to show: it exists and is laid out with a non-zero size. */
async function expectDrawn(figure: Locator): Promise<void> {
  const canvas = figure.locator('canvas').first();
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(100);
  expect(box?.height ?? 0).toBeGreaterThan(100);
  // The figure fits the page: no sideways scrolling on a phone.
  const widths = await figure
    .page()
    .evaluate(() => ({ page: document.documentElement.clientWidth, scroll: document.documentElement.scrollWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.page);
}

test.describe('Player charts', () => {
  test(
    'Cup of the Day: the chart draws above the table, at the width of the screen',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/#/player/mockpilot/cotd');
      const figure = page.getByRole('figure');
      await expect(figure).toContainText(
        'The chart shows the 25 most recent cups. 25 cups from 28 Aug 2026 to 16 Nov 2026: best 12.3%, median 32.1%, best division 9; 0 reruns, 1 excluded.',
      );
      await expectDrawn(figure);
      await expect(figure.getByRole('list', { name: 'Legend' })).toContainText('Cup');
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(26);
    },
  );

  test('Cup of the Day: "All" loads every page, and the range is kept in the address', async ({ page }) => {
    // Loading all of a long history is 39 requests in a row: give the walk room on a busy machine.
    test.setTimeout(90_000);
    await page.goto('/#/player/mockpilot/cotd');
    const figure = page.getByRole('figure');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(26);

    const range = page.getByRole('group', { name: 'Cups in the chart' });
    await range.getByRole('button', { name: 'All' }).click();
    await expect(page).toHaveURL(/range=all/);
    // The count loaded so far grows page by page (how far it got when the check looks varies); the total is known.
    await expect(page.getByRole('status').filter({ hasText: /^Loaded [\d,]+ of 739 cups…$/ })).toBeVisible();
    // Every page, one after another, until the list's end: the caption then speaks of all of them.
    await expect(figure).toContainText(
      'The chart shows all 739 cups. 739 cups from 14 Mar 2021 to 16 Nov 2026: best 10.2%, median 35.2%, best division 4; 0 reruns, 20 excluded.',
      { timeout: 30_000 },
    );
    await expectDrawn(figure);
    // The table keeps its page; Load more shows the next one the chart already loaded, without waiting.
    await expect(rows).toHaveCount(26);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(51);

    // The range is in the address: a reload shows the same view.
    await range.getByRole('button', { name: '50', exact: true }).click();
    await expect(page).toHaveURL(/range=50/);
    await expect(figure).toContainText('The chart shows the 50 most recent cups.');
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Cups in the chart' }).getByRole('button', { name: '50', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('figure')).toContainText('The chart shows the 50 most recent cups.');
    await expectDrawn(page.getByRole('figure'));
  });

  test('Trophy Gains: points per day or per week, extended by Load more', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/#/player/demo-team/trophies');
    const figure = page.getByRole('figure');
    await expect(figure).toContainText(
      '25 gains from 31 Oct 2026 to 17 Nov 2026: 150,821 points (107 trophies) in 17 days with gains. Most points on 14 Nov 2026: 33,000. Days in UTC.',
    );
    await expectDrawn(figure);
    const toggle = page.getByRole('group', { name: 'Trophy points' });
    await toggle.getByRole('button', { name: 'Per week' }).click();
    await expect(page).toHaveURL(/per=week/);
    await expect(figure).toContainText(
      '25 gains from the week of 26 Oct 2026 to the week of 16 Nov 2026: 150,821 points (107 trophies) in 4 weeks with gains. Most points in the week of 9 Nov 2026: 70,310. Weeks start on Monday, UTC.',
    );
    await expectDrawn(figure);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(figure).toContainText(
      '50 gains from the week of 5 Oct 2026 to the week of 16 Nov 2026: 223,841 points (200 trophies) in 7 weeks with gains. Most points in the week of 9 Nov 2026: 70,310.',
    );
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Trophy points' }).getByRole('button', { name: 'Per week' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectDrawn(page.getByRole('figure'));
  });

  test('no chart for a player without history; the chart code is fetched only when a chart is shown', async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(useUplot|CotdPlot|TrophyPlot)-/.test(request.url())) chunks.push(request.url());
    });
    await page.goto('/#/player/demo-nocotd/cotd');
    await expect(page.getByText("This player hasn't participated in any Cups of the Day yet.")).toBeVisible();
    await page.goto('/#/player/demo-newcomer/trophies');
    await expect(page.getByText('This player has not gained any trophies yet.')).toBeVisible();
    await expect(page.getByRole('figure')).toHaveCount(0);
    expect(chunks).toEqual([]);
    await page.goto('/#/player/demo-team/trophies');
    await expectDrawn(page.getByRole('figure'));
    expect(chunks.some((url) => url.includes('TrophyPlot'))).toBe(true);
  });
});
