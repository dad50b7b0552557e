import { test, expect } from './fixtures';

// A demo board of the mocked API (src/mocks/data/leaderboards.ts DEEP_DEMO_BOARDS): 42,000 players, two hidden scores
// at the top, ties further down; every medal line lies within the 10,000 positions the leaderboard shows.
const DEEP = 'DeepDemoMapUid00000000001';

test.describe('medal counts', () => {
  test('a click counts the holders of the four medals', async ({ page, checkA11y }) => {
    const probes: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/leaderboard\/map\/.+&length=1$/.test(request.url())) probes.push(request.url());
    });
    await page.goto(`/#/leaderboard/${DEEP}`);
    const button = page.getByRole('button', { name: 'Count medal holders' });
    await expect(button).toBeVisible();
    expect(probes).toEqual([]);
    const started = Date.now();
    await button.click();
    const table = page.getByRole('table', { name: 'Medal holders' });
    await expect(table.getByRole('row', { name: /^Author medal Author/ })).toContainText('217 players · 0.52%');
    await expect(table.getByRole('row', { name: /^Gold medal Gold/ })).toContainText('2,154 players · 5.1%');
    await expect(table.getByRole('row', { name: /^Silver medal Silver/ })).toContainText('4,988 players · 11.9%');
    await expect(table.getByRole('row', { name: /^Bronze medal Bronze/ })).toContainText('9,696 players · 23.1%');
    console.info(`medal counts: ${probes.length} requests, ${Date.now() - started} ms from the click`);
    expect(probes.length).toBeLessThanOrEqual(56);
    await checkA11y();
  });

  test('the rank of a typed time stays in the address', async ({ page }) => {
    await page.goto(`/#/leaderboard/${DEEP}`);
    await page.getByRole('textbox', { name: 'Time' }).fill('1:04.122');
    await page.getByRole('button', { name: 'Find rank' }).click();
    await expect(page.getByText('Rank 218 · top 0.52%')).toBeVisible();
    await expect(page).toHaveURL(/\?time=1%3A04\.122$/);
    await page.reload();
    await expect(page.getByText('Rank 218 · top 0.52%')).toBeVisible();
  });
});

test('the four medal counts arrive within seconds with 100 ms of latency per answer', async ({ page }) => {
  await page.route(/\/api\/leaderboard\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await route.continue();
  });
  await page.goto(`/#/leaderboard/${DEEP}`);
  const button = page.getByRole('button', { name: 'Count medal holders' });
  await expect(button).toBeVisible();
  const started = Date.now();
  await button.click();
  const table = page.getByRole('table', { name: 'Medal holders' });
  for (const text of ['217 players', '2,154 players', '4,988 players', '9,696 players']) await expect(table).toContainText(text, { timeout: 15_000 });
  const elapsed = Date.now() - started;
  console.info(`medal counts with 100 ms latency: ${elapsed} ms from the click`);
  expect(elapsed).toBeLessThan(10_000);
});
