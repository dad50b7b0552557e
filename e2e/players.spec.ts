import { test, expect } from './fixtures';

test.describe('Player search', () => {
  test('a short search asks nothing; a longer one is debounced, in the address, and pages to the end', async ({
    page,
  }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/players/find') searches.push(url.search);
    });
    await page.goto('/#/players');
    await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
    await expect(
      page.getByText(
        'Not everyone can be found: accounts that never played ranked, royal or a Cup of the Day may be missing from the search.',
      ),
    ).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Search players' });
    await box.pressSequentially('odr', { delay: 40 });
    await expect(page.getByText('Type at least 4 characters.')).toBeVisible();
    await box.pressSequentially('o', { delay: 40 });
    await expect(page).toHaveURL(/#\/players\?search=odro$/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(51);
    expect(searches).toEqual(['?search=odro&page=0']);

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(101);
    await page.getByRole('button', { name: 'Load more' }).click();
    // "odro" finds 136 players in the mocked data: the third page is the last, and short.
    await expect(rows).toHaveCount(137);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(box).toHaveValue('');
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('a search from the address shows the details tags and leads to the player', async ({ page }) => {
    await page.goto('/#/players?search=mockpilot');
    const row = page.getByRole('table').getByRole('row').nth(1);
    await expect(row.getByText('Vanity: mockpilot')).toBeVisible();
    await expect(row).toContainText('2v2: 2,493 points');
    await expect(row).toContainText('3v3: 2,526 points');
    await expect(row).toContainText('Royal: 47 wins');
    await row.getByRole('link', { name: /MockPilot/ }).click();
    await expect(page).toHaveURL(/#\/player\/mockpilot$/);
  });

  test('the group tabs list their players, and an unknown group says so', async ({ page }) => {
    await page.goto('/#/players');
    const tabs = page.getByRole('navigation', { name: 'Player lists' });
    await tabs.getByRole('link', { name: 'Sponsors' }).click();
    await expect(page).toHaveURL(/#\/players\/sponsor$/);
    await expect(page.getByRole('table').getByRole('row').nth(1).getByText('Sponsor', { exact: true })).toBeVisible();
    await tabs.getByRole('link', { name: 'Team' }).click();
    await expect(
      page.getByRole('table').getByRole('row').nth(1).getByText('Team member', { exact: true }),
    ).toBeVisible();

    await page.goto('/#/players/staff');
    await expect(page.getByRole('alert')).toContainText('is not a player group');
    await page.getByRole('link', { name: 'Nadeo players' }).click();
    await expect(
      page.getByRole('table').getByRole('row').nth(1).getByText('Nadeo employee', { exact: true }),
    ).toBeVisible();
  });
});
