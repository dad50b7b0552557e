import { test, expect, failedLoads } from './fixtures';

test.describe('campaign page', () => {
  test('an official campaign: hero, media, playlist, world records and its leaderboard', async ({ page }) => {
    await page.goto('/#/campaigns/seasonal/1003');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Official');
    await expect(page.getByRole('table', { name: 'Media images' })).toBeVisible();
    const playlist = page.getByRole('table', { name: 'Playlist' });
    await expect(playlist.locator('tbody tr')).toHaveCount(25);
    await expect(page.getByRole('table', { name: 'Recent world records' }).locator('tbody tr').first()).toBeVisible();
    const ranking = page.getByRole('table', { name: 'Campaign leaderboard' });
    await expect(ranking.locator('tbody tr')).toHaveCount(10);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(ranking.locator('tbody tr')).toHaveCount(50);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await playlist
      .getByRole('link', { name: /^Leaderboards of / })
      .first()
      .click();
    await expect(page).toHaveURL(
      /#\/campaigns\/leaderboard\/d86b012f-fb65-4512-894a-0000000003eb\/C1003M00OjzDDsdoZdd4FO9Z2T$/,
    );
    await expect(page.getByRole('table', { name: 'Positions' })).toBeVisible();
  });
});

test.describe('campaign activity', () => {
  test('lists records with Load more, and one campaign’s records', async ({ page }) => {
    await page.goto('/#/campaigns/activity');
    const rows = page.getByRole('table', { name: 'Campaign activity' }).locator('tbody tr');
    await expect(rows).toHaveCount(25);
    await expect(page.getByText('Deleted').first()).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(50);
    await page.goto('/#/campaigns/activity/2f678b8d-8c44-446d-b75c-0000000003e8');
    await expect(rows).toHaveCount(25);
    await expect(page.getByRole('link', { name: 'Show all campaigns' })).toBeVisible();
  });
});

test.describe('campaign pages when the API misbehaves', () => {
  test.use({ allowConsoleErrors: [failedLoads('/api/leaderboard/activity/0')] });

  test('an HTML answer for the campaign shows a clear message', async ({ page }) => {
    await page.route('**/api/campaign/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><h1>Maintenance</h1>' }),
    );
    await page.goto('/#/campaigns/seasonal/1003');
    await expect(page.getByRole('alert')).toContainText('not JSON');
  });

  test('the error scenario on the activity page shows the message', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-mock-scenario': 'error' });
    await page.goto('/#/campaigns/activity');
    await expect(page.getByRole('alert')).toContainText('error scenario');
  });
});
