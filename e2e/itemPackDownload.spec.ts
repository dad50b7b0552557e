import { test, expect, failedLoads } from './fixtures';

// The club's item pack in the mocked data (see e2e/clubs.spec.ts). Its file host names each file by its id, as
// storage hosts do: a link's download name would lose to that name, the saved file must not.
const ITEM_PACK = '/#/clubs/10000/items/100002';

test.describe('an item pack download', { tag: '@phone' }, () => {
  test('is saved under the pack’s name ending in .zip', async ({ page }) => {
    await page.goto(ITEM_PACK);
    const link = page
      .getByRole('table', { name: 'Versions' })
      .getByRole('link', { name: /^Download version / })
      .first();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('Canyon Drift v6.zip');
  });

  test.describe('when the file host refuses', () => {
    // The browser reports the refused fetch in the console itself.
    test.use({ allowConsoleErrors: [failedLoads('/mock-files/items/daef05a4-48c4-4e16-b589-6cf39be3b090')] });

    test('says so and opens the file', async ({ page }) => {
      await page.goto(ITEM_PACK);
      await page.route('**/mock-files/items/**', (route) => route.abort('accessdenied'));
      const link = page
        .getByRole('table', { name: 'Versions' })
        .getByRole('link', { name: /^Download version / })
        .first();
      // The file opens in a new tab.
      await Promise.all([page.waitForEvent('popup'), link.click()]);
      const alert = page.getByRole('table', { name: 'Versions' }).getByRole('alert');
      await expect(alert).toContainText('the file host refused');
      await expect(alert.getByRole('link', { name: 'Open the file' })).toBeVisible();
    });
  });
});
