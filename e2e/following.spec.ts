import { readFile } from 'node:fs/promises';
import { test, expect } from './fixtures';
import { expectFitsEveryWidth } from './layout';

// Following: follow from a player page, see the star in a leaderboard, keep it over a reload, and take the list to
// another browser through the share link.

const STUNT = 'StuntDemoMapUid0000000001';

test.describe('following players', () => {
  test('follow from a player page, see the star in a leaderboard, reload, share and import elsewhere', async ({
    page,
    browser,
    baseURL,
    checkA11y,
  }) => {
    await page.goto(`/#/leaderboard/${STUNT}`);
    const rows = page.getByRole('table', { name: 'Positions' }).locator('tbody tr');
    await expect(rows).toHaveCount(15);
    // Third on the board: Torka30 of the club tagged ВЭ.
    const row = rows.nth(2);
    const link = row.getByRole('link').first();
    await expect(link).toHaveText('[ВЭ] Torka30');
    await expect(row.getByTitle('Followed')).toHaveCount(0);

    await link.click();
    const follow = page.getByRole('button', { name: 'Follow Torka30', exact: true });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(page.getByRole('button', { name: 'Unfollow Torka30', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goBack();
    await expect(rows.nth(2).getByTitle('Followed')).toBeVisible();
    await page.reload();
    await expect(rows.nth(2).getByTitle('Followed')).toBeVisible();

    await page.goto('/#/following');
    const table = page.getByRole('table', { name: 'Followed players' });
    await expect(page.getByText('1 player', { exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Torka30' })).toBeVisible();
    await checkA11y();
    await expectFitsEveryWidth(page, [1280, 768, 390], 'Following');

    // The share link, as "Copy link" puts it on the clipboard.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Copied')).toBeVisible();
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    // Torka30's account id; the address before it is the test server's (its port varies).
    expect(shared).toMatch(/\/#\/following\?import=71405e1a-4500-4cc0-8280-c790e10af9ee$/);

    // The same list as a file.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save the list as a file' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('following.json');
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      version: number;
      players: { id: string }[];
    };
    expect(file.version).toBe(1);
    expect(shared).toContain(`import=${file.players[0]?.id ?? 'none'}`);

    const other = await browser.newContext({ baseURL });
    const second = await other.newPage();
    await second.goto(shared.replace(/^https?:\/\/[^/]+/, ''));
    const prompt = second.getByRole('region', { name: 'Import players' });
    await expect(prompt).toContainText('This link holds 1 player. Follow them?');
    await prompt.getByRole('button', { name: 'Follow them' }).click();
    await expect(second.getByText('Imported: 1 player added.')).toBeVisible();
    await expect(
      second.getByRole('table', { name: 'Followed players' }).getByRole('link', { name: 'Torka30' }),
    ).toBeVisible();
    await expect(second).toHaveURL(/#\/following$/);
    await other.close();
  });

  test(
    'follow from a player page, open Following from the menu (the burger on a phone), the table fits',
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      await page.goto(`/#/leaderboard/${STUNT}`);
      const rows = page.getByRole('table', { name: 'Positions' }).locator('tbody tr');
      await expect(rows).toHaveCount(15);
      const link = rows.nth(1).getByRole('link').first();
      await expect(link).toHaveText('Zenultor76');
      await link.click();
      await page.getByRole('button', { name: 'Follow Zenultor76', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Unfollow Zenultor76', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Following' }).click();
      const table = page.getByRole('table', { name: 'Followed players' });
      await expect(table.getByRole('link', { name: 'Zenultor76' })).toBeVisible();
      await expect(page.getByText('1 player', { exact: true })).toBeVisible();
      await expectFitsEveryWidth(page, [page.viewportSize()?.width ?? 390, 360], 'Following');
    },
  );

  test('a malformed share link says what it skipped', async ({ page }) => {
    await page.goto('/#/following?import=nope,123');
    await expect(page.getByRole('region', { name: 'Import players' })).toContainText(
      'This link holds no player to import. 2 entries were skipped: not an account id.',
    );
  });
});
