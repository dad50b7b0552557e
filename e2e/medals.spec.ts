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
    await expect(table.getByRole('row', { name: /^Author/ })).toContainText('217 players · 0.52%');
    await expect(table.getByRole('row', { name: /^Gold or better/ })).toContainText('2,154 players · 5.1%');
    await expect(table.getByRole('row', { name: /^Silver or better/ })).toContainText('4,988 players · 11.9%');
    await expect(table.getByRole('row', { name: /^Bronze or better/ })).toContainText('9,696 players · 23.1%');
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

// How fast they arrive is measured by `npm run bench:medals` (its 10 s budget); this walk checks what the reader sees.
test('the four medal counts arrive with 100 ms of latency per answer', async ({ page }) => {
  await page.route(/\/api\/leaderboard\//, async (route) => {
    // Simulated network latency on every answer, not a wait before an assertion.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await route.continue();
  });
  await page.goto(`/#/leaderboard/${DEEP}`);
  const button = page.getByRole('button', { name: 'Count medal holders' });
  await expect(button).toBeVisible();
  await button.click();
  const table = page.getByRole('table', { name: 'Medal holders' });
  await expect(table.getByRole('row', { name: /^Author/ })).toContainText('217 players · 0.52%', {
    timeout: 15_000,
  });
  await expect(table.getByRole('row', { name: /^Gold or better/ })).toContainText('2,154 players · 5.1%', {
    timeout: 15_000,
  });
  await expect(table.getByRole('row', { name: /^Silver or better/ })).toContainText('4,988 players · 11.9%', {
    timeout: 15_000,
  });
  await expect(table.getByRole('row', { name: /^Bronze or better/ })).toContainText('9,696 players · 23.1%', {
    timeout: 15_000,
  });
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test.describe('over the API rate limit', () => {
  // The mocked API allows 20 requests in 3 s and tells its allowance on every answer. The production server in front
  // reads it and spreads its requests over the window (or waits out a 429's reset), so the page asks, waits and gets
  // every answer; the app's own note for a 429 it meets itself is tested against the API directly (tests/api).
  test.use({ allowConsoleErrors: [/status of 429/] });

  test('the medal counts finish by themselves, without an error', async ({ page }) => {
    test.slow();
    await page.setExtraHTTPHeaders({ 'x-mock-scenario': 'ratelimit', 'x-mock-ratelimit': 'limit=20;window=3' });
    await page.goto(`/#/leaderboard/${DEEP}`);
    await page.getByRole('button', { name: 'Count medal holders' }).click();
    const table = page.getByRole('table', { name: 'Medal holders' });
    for (const text of ['217 players', '2,154 players', '4,988 players', '9,696 players'])
      await expect(table).toContainText(text, { timeout: 45_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test('the rank curve draws on a click and fits a phone', { tag: '@phone' }, async ({ page, checkA11y }) => {
  await page.goto(`/#/leaderboard/${DEEP}`);
  await expect(page.getByRole('heading', { name: 'Rank against time' })).toBeVisible();
  await page.getByRole('button', { name: 'Draw the curve' }).click();
  const figure = page.getByRole('figure', { name: /^Time against position\./ });
  await expect(figure.locator('canvas').first()).toBeVisible();
  await expect(figure).toContainText(
    'Time against position. From 1:03.196 at position 3, 1:03.716 at position 100, to 1:17.248 at position 10,000.',
  );
  // The plot takes the figure's width, and the figure stays inside the window.
  const plot = await figure.locator('canvas').first().boundingBox();
  const frame = await figure.boundingBox();
  expect(plot?.width ?? 0).toBeGreaterThan((frame?.width ?? 0) * 0.9);
  expect((frame?.x ?? 0) + (frame?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await checkA11y();
});
