import { test, expect, openTab, failedLoads, slowApi } from './fixtures';

test.describe('Track of the Day', () => {
  test('lists the month, moves between months and opens a leaderboard', async ({ page, isMobile }) => {
    await page.goto('/#/totd');
    const rows = page.getByRole('table').getByRole('row');
    // 17 maps out by 18 November 10:30 UTC (today's comes at 7 PM Paris time), and the header row.
    await expect(rows).toHaveCount(18);
    await expect(page.getByRole('table').getByRole('img').first()).toBeVisible();

    await page.getByRole('link', { name: 'Previous month' }).click();
    // The browser and the mocked API are at TEST_NOW (18 November 2026): the month before is October.
    await expect(page).toHaveURL(/#\/totd\/2026-10$/);
    await expect(page.getByRole('link', { name: 'Next month' })).toBeVisible();
    await expect(rows.nth(28)).toBeVisible();

    await page.getByRole('link', { name: 'Today' }).click();
    await expect(page).toHaveURL(/#\/totd\/today$/);

    const leaderboard = page.getByRole('link', { name: /^Leaderboards of / }).first();
    await expect(leaderboard.getByText(isMobile ? 'Info' : 'Leaderboards', { exact: true })).toBeVisible();
    await expect(leaderboard.getByText(isMobile ? 'Leaderboards' : 'Info', { exact: true })).toBeHidden();
    await leaderboard.click();
    await expect(page).toHaveURL(
      /#\/totd\/leaderboard\/a08018ea-2160-42e0-a2eb-726b22fd8450\/TOTD20261117D6w8wXPZyaBpUi$/,
    );
  });

  test('the month picker loads on demand and goes to the chosen month', async ({ page, checkA11y }) => {
    await page.goto('/#/totd/2023-5');
    const pickerButton = page.getByRole('button', { name: 'Choose a month, shown: May 2023' });
    await expect(pickerButton).toBeVisible();
    const pickerCode: string[] = [];
    page.on('request', (request) => {
      if (/MonthPickerPanel|datepicker/i.test(request.url())) pickerCode.push(request.url());
    });
    await pickerButton.click();
    const dialog = page.getByRole('dialog', { name: 'Choose a month' });
    await expect(dialog).toBeVisible();
    await checkA11y();
    expect(pickerCode.length).toBeGreaterThan(0);
    await dialog.getByText('Feb', { exact: true }).click();
    await expect(page).toHaveURL(/#\/totd\/2023-2$/);
    await expect(page.getByRole('button', { name: 'Choose a month, shown: February 2023' })).toBeVisible();
  });

  test('a malformed month says so and links to this month', async ({ page }) => {
    await page.goto('/#/totd/not-a-month');
    await expect(page.getByRole('alert')).toContainText('is not a month');
    await page.getByRole('link', { name: 'Show this month' }).click();
    await expect(page.getByRole('table')).toBeVisible();
  });
});

test.describe('when the API misbehaves', () => {
  test.use({ allowConsoleErrors: [failedLoads('/api/totd/0', '/api/clubs/0')] });

  test('a 500 with {error} shows the message, and the tabs keep working', async ({ page, checkA11y }) => {
    await page.setExtraHTTPHeaders({ 'x-mock-scenario': 'error' });
    await page.goto('/#/totd');
    await expect(page.getByRole('alert')).toContainText('The game’s data API might be down right now.');
    await expect(page.getByRole('alert')).toContainText('error scenario');
    await checkA11y();
    await openTab(page, 'Clubs');
    await expect(page.getByRole('heading', { level: 1, name: 'Clubs' })).toBeVisible();
  });

  test('a network failure shows a clear message', async ({ page }) => {
    await page.route('**/api/totd/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/#/totd');
    await expect(page.getByRole('alert')).toContainText('Could not reach the server');
  });

  test('an HTML answer instead of JSON shows a clear message', async ({ page }) => {
    await page.route('**/api/totd/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><h1>Maintenance</h1>' }),
    );
    await page.goto('/#/totd');
    await expect(page.getByRole('alert')).toContainText('not JSON');
  });

  test('a slow API shows the loading bar, then the maps', async ({ page }) => {
    await slowApi(page);
    await page.goto('/#/totd');
    await expect(page.getByRole('progressbar', { name: /Loading the month/ })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible({ timeout: 10_000 });
  });
});
