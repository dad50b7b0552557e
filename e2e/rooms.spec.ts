import type { Page } from '@playwright/test';
import { test, expect, failedLoads } from './fixtures';

// "Speed Kivotor" is a Nadeo room of the mocked data set (src/mocks/data/rooms.ts) with maps and a join link;
// "kivotor" matches no other room.
const SEARCH = 'kivotor';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search rooms' });
const listRows = (page: Page) => page.getByRole('table', { name: 'Club rooms' }).locator('tbody tr');

test.describe('Club rooms', () => {
  test('walks the list: Load more, then a search kept in the address', async ({ page }) => {
    await page.goto('/#/rooms');
    await expect(page.getByRole('heading', { level: 1, name: 'Club rooms' })).toBeVisible();
    await expect(listRows(page)).toHaveCount(25);
    // The wide table scrolls inside its container; the page itself never scrolls sideways (phones included).
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(listRows(page)).toHaveCount(50);

    await searchBox(page).fill(SEARCH);
    await expect(page).toHaveURL(/#\/rooms\?search=kivotor$/);
    await expect(listRows(page)).toHaveCount(1);
    const row = listRows(page).first();
    await expect(row).toContainText('Speed Kivotor');
    await expect(row).toContainText('Nadeo');
    await expect(row.getByTitle('This room may have multiple instances.')).toBeVisible();
    await expect(row.getByRole('link', { name: /^Club: / })).toHaveAttribute('href', '#/clubs/11924');
  });

  test('walks from a shared search link to its room, club link and map leaderboards', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A pasted link (or a reload) with ?search= shows the same results.
    await page.goto(`/#/rooms?search=${SEARCH}`);
    await expect(searchBox(page)).toHaveValue(SEARCH);
    await expect(listRows(page)).toHaveCount(1);
    await expect(
      listRows(page)
        .first()
        .getByRole('link', { name: /^Club: / }),
    ).toHaveAttribute('href', '#/clubs/11924');
    await listRows(page).first().getByRole('link', { name: 'Info: Speed Kivotor' }).click();
    await expect(page).toHaveURL(/#\/rooms\/11924\/100850$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Speed Kivotor');
    await expect(page.getByRole('table', { name: 'Maps' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    const facts = page.getByRole('table', { name: 'Room details' });
    await expect(facts.getByRole('row', { name: /^Type/ })).toContainText('Nadeo');
    await expect(facts.getByRole('row', { name: /^Club/ }).getByRole('link')).toHaveAttribute('href', '#/clubs/11924');
    await page.getByRole('button', { name: 'Copy join link' }).click();
    await expect(facts.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#qjoin=qE9nhs6TeTpW8W1MLEzT3z@Trackmania');
    await expect(page.getByRole('table', { name: 'Script settings' })).toContainText('S_TimeLimit');

    const maps = page.getByRole('table', { name: 'Maps' });
    await expect(maps.locator('tbody tr')).toHaveCount(2);
    await expect(maps.getByRole('link', { name: /^Leaderboard: / }).first()).toHaveAttribute(
      'href',
      '#/leaderboard/Ad7v94tl2AghSZhpSU4neCue0',
    );
    await maps
      .getByRole('link', { name: /^All leaderboards: / })
      .first()
      .click();
    await expect(page).toHaveURL(/#\/rooms\/leaderboard\/Ad7v94tl2AghSZhpSU4neCue0$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leaderboards of Jump Turbo');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    const links = page.getByRole('navigation', { name: 'Leaderboards of this map' });
    await expect(links.getByRole('link', { name: 'Map leaderboard' })).toHaveAttribute(
      'href',
      '#/leaderboard/Ad7v94tl2AghSZhpSU4neCue0',
    );
    await links.getByRole('link', { name: 'Map leaderboard' }).click();
    await expect(page).toHaveURL(/#\/leaderboard\/Ad7v94tl2AghSZhpSU4neCue0$/);
    await expect(page.getByRole('table', { name: 'Medal thresholds' })).toBeVisible();
  });

  test('an unknown room and a malformed address say so, and link back to the list', async ({ page }) => {
    await page.goto('/#/rooms/abc/1');
    await expect(page.getByRole('alert')).toContainText('is not a room address');
    await page.goto('/#/rooms/1/2');
    await expect(page.getByRole('alert')).toContainText('Room not found.');
    await expect(page.getByRole('link', { name: 'Back to the rooms' })).toHaveAttribute('href', '#/rooms');
  });
});

test.describe('Club rooms when the API misbehaves', () => {
  test.use({ allowConsoleErrors: [failedLoads('/api/rooms/0')] });

  test('an error answer shows the message and the search stays usable', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-mock-scenario': 'error' });
    await page.goto('/#/rooms');
    await expect(page.getByRole('alert')).toContainText('Could not load the rooms');
    await expect(page.getByRole('alert')).toContainText('error scenario');
    await expect(searchBox(page)).toBeEnabled();
  });
});
