import type { Page } from '@playwright/test';
import { test, expect, openMenu } from './fixtures';

// What a phone shows where the layout is the point: the leaderboard first, the player header's rows, the cup ranks
// on two lines, the records table's tags inside it. The phone project runs these at 390 px.

async function signIn(page: Page): Promise<void> {
  await page.goto('/#/totd');
  await openMenu(page);
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Log in with Ubisoft Connect' }).click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in as MockPilot' }).click();
  await closed;
  await expect(page).toHaveURL(/#\/player\/mockpilot$/);
}

test.describe('on a phone', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout');

  test('the Removed tag of My records stays inside the table', async ({ page }) => {
    test.slow();
    await signIn(page);
    await page.goto('/#/records');
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
          return { tag: element.getBoundingClientRect().right, right: box.getBoundingClientRect().right, scroll: box.scrollWidth, client: box.clientWidth };
        });
        expect(where.scroll, `${width} px: the table scrolls sideways`).toBeLessThanOrEqual(where.client);
        expect(where.tag, `${width} px: the tag's right edge`).toBeLessThanOrEqual(where.right);
      }
    }
  });
});
