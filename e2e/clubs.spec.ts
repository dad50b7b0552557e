import type { Page } from '@playwright/test';
import { test, expect, openTab, failedLoads } from './fixtures';

// The showcase club of the mocks (src/mocks/data/clubs.ts, index 0): every image, every activity type and lock.
const CLUB = 10_000;
const CLUB_NAME = 'Jump Drift';
const NEWS = 100_000;
const SKINS = 100_001;
const ITEMS = 100_002;
const MAPS = 100_003;
const FOLDER = 100_005;

const bodyRows = (page: Page, name?: string) =>
  (name ? page.getByRole('table', { name }) : page.getByRole('table')).locator('tbody tr');
const sections = (page: Page) => page.getByRole('navigation', { name: 'Club sections' });
const link = (page: Page, href: string) => page.locator(`main a[href="#${href}"]`);

test.describe('Clubs', () => {
  test('walks the list, Load more and the search to a club’s summary', async ({ page, isMobile }) => {
    await page.goto('/#/totd');
    await openTab(page, 'Clubs');
    await expect(page.getByRole('heading', { level: 1, name: 'Clubs' })).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(25);
    const tag = page.getByRole('columnheader', { name: 'Tag' });
    if (isMobile) await expect(tag).toBeHidden();
    else await expect(tag).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(bodyRows(page)).toHaveCount(50);

    await page.getByRole('searchbox', { name: 'Search clubs' }).fill(CLUB_NAME);
    await expect(page).toHaveURL(/\?search=Jump\+Drift$/);
    await expect(bodyRows(page).first()).toContainText(CLUB_NAME);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search clubs' })).toHaveValue(CLUB_NAME);
    await link(page, `/clubs/${CLUB}`).click();

    // Summary: heading, state tags, facts, images with the .dds download.
    await expect(page).toHaveURL(new RegExp(`#/clubs/${CLUB}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(CLUB_NAME);
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText('Featured', { exact: true })).toBeVisible();
    const gallery = page.getByRole('list', { name: 'Club images' });
    await expect(gallery.getByRole('button', { name: 'Logo' })).toBeVisible();
    await expect(gallery.getByRole('link', { name: '(download dds)' }).first()).toHaveAttribute('href', /\.dds$/);
    await expect(page.getByRole('link', { name: 'discord.gg/trackmania' })).toHaveAttribute(
      'href',
      'https://discord.gg/trackmania',
    );
  });

  test('moves through the club’s tabs: members and activities, each with Load more', async ({ page }) => {
    await page.goto(`/#/clubs/${CLUB}`);
    await expect(page.getByRole('list', { name: 'Club images' })).toBeVisible();
    await sections(page).getByRole('link', { name: 'Members' }).click();
    await expect(page).toHaveURL(new RegExp(`#/clubs/${CLUB}/members$`));
    await expect(bodyRows(page, 'Members')).toHaveCount(25);
    await expect(bodyRows(page, 'Members').first()).toContainText('Creator');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(bodyRows(page, 'Members')).toHaveCount(50);

    await sections(page).getByRole('link', { name: 'Activities' }).click();
    await expect(page).toHaveURL(new RegExp(`#/clubs/${CLUB}/activities$`));
    const activities = bodyRows(page, 'Activities');
    await expect(activities).toHaveCount(25);
    await expect(page.getByRole('img', { name: 'Private activity' }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Password protected' }).first()).toBeVisible();
    await expect(page.locator(`main a[href^="#/rooms/${CLUB}/"]`).first()).toBeVisible();
    await expect(page.locator('main a[href^="#/competitions/comp/"]').first()).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(activities).toHaveCount(40);
  });

  test('opens each kind of activity page from the activities tab', async ({ page }) => {
    await page.goto(`/#/clubs/${CLUB}/activities`);
    await expect(bodyRows(page, 'Activities')).toHaveCount(25);

    await link(page, `/clubs/${CLUB}/news/${NEWS}`).click();
    await expect(page.getByText('Posted 6 Oct 2026, 11:56', { exact: true })).toBeVisible();
    await expect(page.locator('.club-news-paragraph').first()).toBeVisible();
    await page.getByRole('link', { name: /^← Back to/ }).click();

    await link(page, `/clubs/${CLUB}/skins/${SKINS}`).click();
    await expect(bodyRows(page, 'Skins')).toHaveCount(25);
    await expect(
      page.getByRole('table', { name: 'Skins' }).getByRole('link', { name: '(download dds)' }).first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(bodyRows(page, 'Skins')).toHaveCount(40);
    await page.goBack();

    await link(page, `/clubs/${CLUB}/items/${ITEMS}`).click();
    const download = page
      .getByRole('table', { name: 'Versions' })
      .getByRole('link', { name: /^Download version / })
      .first();
    await expect(download).toHaveAttribute('download', 'Canyon Drift v6.zip');
    await expect(page.getByText('Current', { exact: true })).toBeVisible();
    await page.goBack();

    await link(page, `/clubs/${CLUB}/maps/${MAPS}`).click();
    await expect(bodyRows(page, 'Maps')).toHaveCount(25);
    await page
      .getByRole('table', { name: 'Maps' })
      .getByTitle(/^Leaderboard of /)
      .first()
      .click();
    await expect(page).toHaveURL(/#\/leaderboard\/SMLh7huIOdBA3XwY4uEaX3v3m8$/);
    await page.goBack();
    await page.goBack();

    await link(page, `/clubs/${CLUB}/folder/${FOLDER}`).click();
    // The club's own Activities table has 25 rows too: wait for the folder page before counting its rows.
    await expect(page).toHaveURL(new RegExp(`#/clubs/${CLUB}/folder/${FOLDER}$`));
    await expect(page.getByRole('link', { name: /^← Back to/ })).toBeVisible();
    await expect(bodyRows(page, 'Activities')).toHaveCount(25);
    await expect(page.getByRole('img', { name: 'Private activity' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(bodyRows(page, 'Activities')).toHaveCount(30);
    await page.getByRole('link', { name: /^← Back to/ }).click();

    await page.locator(`main a[href^="#/campaigns/${CLUB}/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`#/campaigns/${CLUB}/\\d+$`));
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('explains unknown clubs, tabs, activities and bad ids', async ({ page }) => {
    await page.goto('/#/clubs/10001');
    await expect(page.getByRole('alert')).toContainText('Club not found.');
    await page.getByRole('link', { name: 'Back to the club list' }).click();
    await expect(bodyRows(page)).toHaveCount(25);

    await page.goto(`/#/clubs/${CLUB}/trophies`);
    await expect(page.getByRole('alert')).toContainText('is not a section of a club');
    await page.getByRole('alert').getByRole('link', { name: 'Members' }).click();
    await expect(bodyRows(page, 'Members')).toHaveCount(25);

    await page.goto(`/#/clubs/${CLUB}/items/${NEWS}`);
    await expect(page.getByRole('alert')).toContainText('This activity is not an item pack.');
    await page.goto(`/#/clubs/${CLUB}/news/abc`);
    await expect(page.getByRole('alert')).toContainText('“abc” is not a valid activity id');
    await page.getByRole('link', { name: 'Back to the club' }).click();
    await expect(bodyRows(page, 'Activities')).toHaveCount(25);
  });

  test('shows the empty states', async ({ page }) => {
    await page.goto('/#/clubs/10259/activities');
    await expect(page.getByRole('status')).toHaveText('No activities found.');
    await sections(page).getByRole('link', { name: 'Summary' }).click();
    await expect(page.getByText('This club has no images.')).toBeVisible();
  });
});

test.describe('Clubs when the API misbehaves', () => {
  test.use({ allowConsoleErrors: [failedLoads('/api/clubs/0', '/api/club/10000')] });

  test('an error answer shows the message, and the site keeps working', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-mock-scenario': 'error' });
    await page.goto(`/#/clubs/${CLUB}`);
    await expect(page.getByRole('alert')).toContainText('error scenario');
    await openTab(page, 'Clubs');
    await expect(page.getByRole('alert')).toContainText('Could not load the clubs');
  });
});
