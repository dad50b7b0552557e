import { test, expect, expectImageLoaded, failedLoads } from './fixtures';

test.describe('In-game ads', () => {
  test('lists the ads by end time with their facts, images and copy buttons', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/#/ads');
    await expect(page.getByRole('heading', { level: 1, name: 'In-game ads' })).toBeVisible();
    const ads = page.getByRole('article');
    await expect(ads).toHaveCount(7);
    await expect(ads.first()).toHaveAttribute('aria-label', 'Royal Legacy');
    await expect(ads.last()).toContainText('No end time');

    const first = ads.first();
    await expect(first.getByRole('img', { name: 'Official', exact: true })).toBeVisible();
    await expect(first.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('target', '_blank');
    for (const format of ['2x3', '64x41', '64x10']) {
      const image = first.getByRole('img', { name: `Royal Legacy, ${format} image` });
      await expectImageLoaded(image);
    }
    await first.getByRole('button', { name: 'Copy the 2x3 image URL of Royal Legacy' }).click();
    await expect(first.getByText('Copied')).toBeVisible();
    await expect(ads.nth(1).getByRole('img', { name: 'Community', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(ads).toHaveCount(7);
  });
});

test.describe('In-game ads when the API misbehaves', () => {
  test.use({ allowConsoleErrors: [failedLoads('/api/ads')] });

  test('a network failure shows a clear message', async ({ page }) => {
    await page.route('**/api/ads', (route) => route.abort('internetdisconnected'));
    await page.goto('/#/ads');
    await expect(page.getByRole('alert')).toContainText('Could not reach the server');
  });
});
