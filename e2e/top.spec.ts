import { test, expect, failedLoads } from './fixtures';

const ESTIMATE =
  'Ranks are estimates and can have inaccuracies as not all players are being tracked. Players with scores below ~600,000 are not regularly updated.';

test.describe('Rankings', () => {
  test('the trophy ranking of a zone picked with the keyboard, to its last page', async ({ page, checkA11y }) => {
    await page.goto('/#/top');
    await expect(page.getByRole('heading', { level: 2, name: 'Trophy ranking: World' })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(51);
    await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();

    const zone = page.getByRole('combobox', { name: 'Zone' });
    await expect(zone).toHaveAttribute('placeholder', 'Select a zone');
    await zone.fill('atlantis');
    await expect(page.getByText('No zones found')).toBeVisible();
    await zone.fill('paris');
    await expect(page.getByRole('option', { name: 'Paris, Île-de-France, France, Europe, World' })).toBeVisible();
    await checkA11y();
    await zone.press('Enter');
    await expect(page).toHaveURL(/#\/top\/trophies\/z-paris$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Trophy ranking: Paris' })).toBeVisible();
    await expect(page.getByText(ESTIMATE)).toBeVisible();
    await expect(rows).toHaveCount(51);
    // Paris has 228 players: pages 0 to 4, the last one short.
    const more = page.getByRole('button', { name: 'Load more' });
    for (const count of [101, 151, 201, 229]) {
      await more.click();
      await expect(rows).toHaveCount(count);
    }
    await expect(more).toHaveCount(0);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/#\/top$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Trophy ranking: World' })).toBeVisible();
  });

  test('Ranked 2v2: active players, the distribution, Load more and Refresh', async ({ page, checkA11y }) => {
    await page.goto('/#/top');
    await page.getByRole('navigation', { name: 'Ranking types' }).getByRole('link', { name: 'Ranked 2v2' }).click();
    await expect(page).toHaveURL(/#\/top\/2v2$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Ranked 2v2 ranking' })).toBeVisible();
    await expect(page.getByText('Active players this season: 3,975', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Show rank distribution' }).click();
    const distribution = page.getByRole('table', { name: 'Rank distribution' });
    await expect(distribution.getByRole('row')).toHaveCount(14);
    // The top division of the mocked season: its players and their share of the 3,975.
    const top = distribution.getByRole('row').nth(1);
    await expect(top.getByRole('rowheader', { name: 'Trackmaster', exact: true })).toBeVisible();
    await expect(top.getByRole('cell')).toHaveText(['158', '3.97%', '']);
    await expect(page.getByText('Rank distribution data is updated twice a day.')).toBeVisible();
    await checkA11y();
    await page.getByRole('button', { name: 'Hide rank distribution' }).click();
    await expect(distribution).toHaveCount(0);

    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(51);
    await expect(rows.nth(1).getByRole('img', { name: 'Trackmaster' })).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(101);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(rows).toHaveCount(51);
  });

  test('Royal from the matchmaking address, with its note and wins', async ({ page }) => {
    await page.goto('/#/matchmaking/royal');
    await expect(page.getByRole('heading', { level: 2, name: 'Royal ranking' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Ranking types' }).getByRole('link', { name: 'Royal' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByText(
        'Royal matchmaking has been discontinued. This ranking shows the standings as they were when it ended.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('[RX] Miquami');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Royal Master · 130 wins');
    await page.goto('/#/matchmaking');
    await expect(page.getByRole('heading', { level: 2, name: 'Ranked 2v2 ranking' })).toBeVisible();
  });
});

test.describe('Rankings when the API misbehaves', () => {
  test.use({ allowConsoleErrors: [failedLoads('/api/top/matchmaking/3/0')] });

  test('an error answer shows the message and the tabs keep working', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-mock-scenario': 'error' });
    await page.goto('/#/top/royal');
    await expect(page.getByRole('alert')).toContainText('Could not load the ranking');
    await page.goto('/#/top/4v4');
    await expect(page.getByRole('alert')).toContainText('is not a ranking');
  });
});
