import type { Locator, Page } from '@playwright/test';
import { test, expect, openTab, failedLoads } from './fixtures';

const lists = (page: Page) => page.getByRole('navigation', { name: 'Campaign lists' });
const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search club campaigns' });

/** The text of every row, lower-cased: names are game text, whose visible case may differ from its own. */
async function rowTexts(rows: Locator): Promise<string[]> {
  return (await rows.allTextContents()).map((text) => text.toLowerCase());
}

test.describe('Campaigns', () => {
  test('walks the three tabs from the main navigation', async ({ page, isMobile }) => {
    await page.goto('/#/totd');
    await openTab(page, 'Campaigns');
    await expect(page).toHaveURL(/#\/campaigns$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    await expect(lists(page).getByRole('link', { name: 'Seasonal campaigns' })).toHaveAttribute('aria-current', 'page');
    await expect(bodyRows(page)).toHaveCount(25);
    await expect(bodyRows(page).first().getByText('Official')).toBeVisible();
    await expect(bodyRows(page).first().getByRole('img')).toBeVisible();
    // Published hides on touch screens.
    const published = page.getByRole('columnheader', { name: 'Published' });
    if (isMobile) await expect(published).toBeHidden();
    else await expect(published).toBeVisible();

    await lists(page).getByRole('link', { name: 'Weekly Shorts' }).click();
    await expect(page).toHaveURL(/#\/campaigns\/weekly$/);
    await expect(bodyRows(page).first().getByRole('link', { name: 'Week 333', exact: true })).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(25);

    await lists(page).getByRole('link', { name: 'Club campaigns' }).click();
    await expect(page).toHaveURL(/#\/campaigns\/club$/);
    await expect(lists(page).getByRole('link', { name: 'Club campaigns' })).toHaveAttribute('aria-current', 'page');
    await expect(searchBox(page)).toBeVisible();
    await expect(bodyRows(page).first().locator('a[href^="#/clubs/"]').first()).toHaveAttribute(
      'href',
      '#/clubs/13478',
    );
    await expect(bodyRows(page).first().getByText('By Zenarlux.TM in Ride Wall League', { exact: true })).toBeVisible();

    await bodyRows(page).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/#\/campaigns\/13478\/46400$/);
  });

  test('loads more seasonal campaigns until the last page', async ({ page }) => {
    await page.goto('/#/campaigns/seasonal');
    await expect(bodyRows(page)).toHaveCount(25);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(bodyRows(page).last()).toContainText('Summer 2020');
    // 26 seasonal campaigns in the mocked data, Summer 2020 the oldest: the second page holds one.
    await expect(bodyRows(page)).toHaveCount(26);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(bodyRows(page)).toHaveCount(26);
  });

  test('searches the club list, keeps the search on reload, and clears it', async ({ page }) => {
    await page.goto('/#/campaigns/club');
    await expect(bodyRows(page)).toHaveCount(25);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(bodyRows(page)).toHaveCount(50);
    const clear = page.getByRole('button', { name: 'Clear search' });
    await expect(clear).toBeDisabled();

    await searchBox(page).fill('racing');
    await expect(page).toHaveURL(/#\/campaigns\/club\?search=racing$/);
    await expect(bodyRows(page)).toHaveCount(25);
    for (const text of await rowTexts(bodyRows(page))) expect(text).toContain('racing');
    await expect(clear).toBeEnabled();

    await page.reload();
    await expect(searchBox(page)).toHaveValue('racing');
    await expect(bodyRows(page)).toHaveCount(25);
    for (const text of await rowTexts(bodyRows(page))) expect(text).toContain('racing');

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(page).toHaveURL(/#\/campaigns\/club$/);
    await expect(clear).toBeDisabled();
    await expect.poll(async () => (await rowTexts(bodyRows(page))).some((text) => !text.includes('racing'))).toBe(true);
  });

  test('says when no club campaign matches', async ({ page }) => {
    await page.goto('/#/campaigns/club?search=zzqqxx');
    await expect(page.getByRole('status')).toContainText('No club campaign or club matches “zzqqxx”.');
  });

  test('an unknown list says so and links to the three lists', async ({ page }) => {
    await page.goto('/#/campaigns/foo');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('“foo” is not a list of campaigns.');
    await alert.getByRole('link', { name: 'Weekly Shorts' }).click();
    await expect(page).toHaveURL(/#\/campaigns\/weekly$/);
    await expect(bodyRows(page)).toHaveCount(25);
  });
});

test.describe('Campaigns when the API misbehaves', () => {
  test.use({ allowConsoleErrors: [failedLoads('/api/campaigns/seasonal/0', '/api/campaigns/weekly/1')] });

  test('a failing list shows a message, and the tabs keep working', async ({ page }) => {
    await page.route('**/api/campaigns/seasonal/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Down for maintenance"}' }),
    );
    await page.goto('/#/campaigns');
    await expect(page.getByRole('alert')).toContainText('The campaigns could not be loaded right now.');
    await expect(page.getByRole('alert')).toContainText('Down for maintenance');
    await lists(page).getByRole('link', { name: 'Club campaigns' }).click();
    await expect(bodyRows(page)).toHaveCount(25);
    await expect(page.getByRole('alert')).toBeHidden();
  });

  test('a network failure on Load more keeps the rows and says so', async ({ page }) => {
    await page.route('**/api/campaigns/weekly/1', (route) => route.abort('internetdisconnected'));
    await page.goto('/#/campaigns/weekly');
    await expect(bodyRows(page)).toHaveCount(25);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('alert')).toContainText('More campaigns could not be loaded right now.');
    await expect(bodyRows(page)).toHaveCount(25);
  });

  test('the empty scenario says the list is empty', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-mock-scenario': 'empty' });
    await page.goto('/#/campaigns/weekly');
    await expect(page.getByRole('status')).toContainText('There are no campaigns in this list yet.');
  });
});
