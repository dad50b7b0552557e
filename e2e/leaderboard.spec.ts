import { test, expect, openMenu, failedLoads, signInAsMockPilot } from './fixtures';

// Demo uids of the mocked API (src/mocks/data/mapUids.ts).
const STUNT = 'StuntDemoMapUid0000000001';
const HIDDEN = 'HiddenDemoMapUid000000001';
const ROYAL = 'RoyalDemoMapUid0000000001';
const GROUP = '2f678b8d-8c44-446d-b75c-0000000003e8';

const positions = (page: import('@playwright/test').Page) =>
  page.getByRole('table', { name: 'Positions' }).locator('tbody tr');

test.describe('map leaderboard', () => {
  for (const [form, path] of [
    ['/leaderboard/{uid}', `/#/leaderboard/${STUNT}`],
    ['/leaderboard/{group}/{uid}', `/#/leaderboard/${GROUP}/${STUNT}`],
    ['/campaigns/leaderboard/{group}/{uid}', `/#/campaigns/leaderboard/${GROUP}/${STUNT}`],
    ['/totd/leaderboard/{group}/{uid}', `/#/totd/leaderboard/${GROUP}/${STUNT}`],
  ] as const) {
    test(`the route ${form} shows the map and its positions`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('table', { name: 'Medal thresholds' })).toBeVisible();
      await expect(positions(page)).toHaveCount(15);
      await expect(
        page.getByRole('table', { name: 'Positions' }).getByRole('columnheader', { name: 'Points' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Personal best leaderboard' })).toHaveCount(
        form === '/leaderboard/{uid}' ? 0 : 1,
      );
    });
  }

  test('the today route shows the Track of the Day leaderboard', async ({ page }) => {
    await page.goto('/#/totd/leaderboard/today');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Track of the Day leaderboard');
    await expect(page.getByRole('table', { name: 'Map information' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cup of the Day' })).toHaveAttribute('href', /#\/cotd\/\d+$/);
  });

  test('Load more grows the list by 35, then 50', async ({ page }) => {
    // The closing accessibility check reads 100 rows: slow on a busy machine.
    test.slow();
    await page.goto(`/#/leaderboard/${STUNT}`);
    await expect(positions(page)).toHaveCount(15);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(positions(page)).toHaveCount(50);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(positions(page)).toHaveCount(100);
  });

  test('the jump buttons stop at both bounds and keep the offset in the address', async ({ page }) => {
    test.slow();
    await page.goto(`/#/leaderboard/${STUNT}`);
    await expect(positions(page)).toHaveCount(15);
    await expect(page.getByRole('button', { name: '-500' })).toBeDisabled();
    await page.getByRole('button', { name: '+500' }).click();
    await expect(page).toHaveURL(/\?offset=500$/);
    await expect(positions(page).first().locator('td').first()).toHaveText('501');

    const uid = 'BigBoardProbe0000000000004'; // about 400,000 players in the mocks
    await page.goto(`/#/leaderboard/${uid}?offset=9500`);
    await expect(positions(page).first().locator('td').first()).not.toBeEmpty();
    await page.getByRole('button', { name: '+500' }).click();
    await expect(page).toHaveURL(/\?offset=10000$/);
    await expect(page.getByRole('button', { name: '+500' })).toBeDisabled();
    await expect(page.getByRole('button', { name: '-500' })).toBeEnabled();
  });

  test('Royal maps say they have no leaderboard', async ({ page }) => {
    await page.goto(`/#/leaderboard/${ROYAL}`);
    await expect(page.getByText('This map type does not support online records and leaderboards.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Positions' })).toHaveCount(0);
  });

  test('signed in: the personal best card, Jump to record and the highlighted own row', async ({ page, checkA11y }) => {
    await page.goto(`/#/leaderboard/${HIDDEN}`);
    await signInAsMockPilot(page);
    // Signing in opens the player's page; back to the leaderboard.
    await page.goto(`/#/leaderboard/${HIDDEN}`);
    const card = page.getByRole('region', { name: 'Your personal best' });
    await expect(card.getByText('Removed')).toBeVisible();
    await expect(card.getByTitle('The rank may be inaccurate for equal times.')).toBeVisible();
    await card.getByRole('button', { name: 'Jump to record' }).click();
    await expect(page).toHaveURL(/\?offset=4$/);
    const own = page.locator('tr[aria-current="true"]');
    await expect(own).toContainText('MockPilot');
    await expect(own).toContainText('You');
    await checkA11y();
  });
});

test.describe('map leaderboard when the API misbehaves', () => {
  test.use({
    allowConsoleErrors: [
      failedLoads(
        '/api/map/StuntDemoMapUid0000000001',
        '/api/leaderboard/map/StuntDemoMapUid0000000001?offset=0&length=15',
      ),
    ],
  });

  test('a failing map answer shows a clear message, and the tabs keep working', async ({ page }) => {
    await page.route('**/api/map/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Map service down"}' }),
    );
    await page.goto(`/#/leaderboard/${STUNT}`);
    await expect(page.getByRole('alert')).toContainText('Map service down');
    await openMenu(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'TOTD', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Track of the Day' })).toBeVisible();
  });

  test('a network failure of the rows shows a clear message', async ({ page }) => {
    await page.route('**/api/leaderboard/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`/#/leaderboard/${STUNT}`);
    // The list retries once after a second, as every query does on a network failure.
    await expect(page.getByRole('alert')).toContainText('Could not reach the server', { timeout: 15_000 });
  });
});
