import { test, expect, expectImageLoaded, openTab, failedLoads } from './fixtures';

test.describe('Matches', () => {
  test('walks the lists: tabs, notes, Load more and a match from the list', async ({ page }) => {
    await page.goto('/#/matches');
    await expect(page.getByRole('heading', { level: 1, name: 'Matches' })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(26);
    await expect(page.getByText('Matches may take a few minutes to show up in the list below.')).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(51);

    const tabs = page.getByRole('navigation', { name: 'Match types' });
    await tabs.getByRole('link', { name: '3v3' }).click();
    await expect(page).toHaveURL(/#\/matches\/3v3$/);
    await expect(
      page.getByText('Ranked 3v3 has been discontinued. This list shows the historical 3v3 matches.', { exact: true }),
    ).toBeVisible();
    await expect(rows).toHaveCount(26);

    await tabs.getByRole('link', { name: 'Royal' }).click();
    await expect(page).toHaveURL(/#\/matches\/royal$/);
    await expect(
      page.getByText('Royal matchmaking has been discontinued. This list shows the historical Royal matches.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(rows.nth(1)).toContainText('Completed');
    await expect(rows.nth(1)).toContainText('Ice Ice + 3 other maps');
    await page
      .getByRole('link', { name: /^Info about match / })
      .first()
      .click();
    await expect(page).toHaveURL(/#\/match\/LID-MTCH-m300000kgx1ayud$/);
    const clans = page.getByRole('list', { name: 'Clans' });
    await expect(clans).toBeVisible();
    await expect(clans.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });

  test('an unknown tab offers the three lists', async ({ page }) => {
    await page.goto('/#/matches/4v4');
    await expect(page.getByRole('alert')).toContainText('is not a match type');
    await page.getByRole('link', { name: 'Royal matches' }).click();
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('the go-to input opens a match by id and explains other input', async ({ page }) => {
    await page.goto('/#/matches/2v2');
    const input = page.getByRole('textbox', { name: 'Go to a match' });
    await input.fill('not-a-match');
    await page.getByRole('button', { name: 'Go to match' }).click();
    await expect(page.getByText('Enter a match id like LID-MTCH-…, or its last 15 letters and digits.')).toBeVisible();
    await expect(page).toHaveURL(/#\/matches\/2v2$/);

    await input.fill('LID-MTCH-TEAM2V2COMPLETE');
    await input.press('Enter');
    await expect(page).toHaveURL(/#\/match\/lid-mtch-team2v2complete$/);
    const second = page.getByRole('region', { name: 'Team 2' });
    await expect(second.getByText('Winner')).toBeVisible();
    await expect(second.getByText('MVP')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Team 1' }).getByText('Leaver')).toBeVisible();
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  });

  test('royal clans follow the year: animals in 2023, fruits in 2024', async ({ page }) => {
    await page.goto('/#/match/LID-MTCH-royal2023clans1');
    const clans = page.getByRole('list', { name: 'Clans' });
    await expect(clans.getByRole('heading', { level: 2 }).first()).toHaveText('Bear');
    const logo = clans.getByRole('img', { name: 'Bear logo' });
    // The logo is our own file, shipped with the build.
    await expectImageLoaded(logo);
    await expect(page.getByText('Matchmaking', { exact: true })).toBeVisible();

    await page.goto('/#/match/lid-mtch-royal2024clans1');
    await expect(clans.getByRole('heading', { level: 2 }).first()).toHaveText('Apple');
    await expect(clans.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })).toHaveCount(20);
  });

  test('a player match, a tie and a match without teams', async ({ page }) => {
    await page.goto('/#/match/lid-mtch-playerscompcup1');
    const players = page.getByRole('table', { name: 'Players' });
    await expect(players.getByRole('row')).toHaveCount(17);
    await expect(players.getByRole('row').last().getByRole('cell').first()).toHaveText('-');
    await expect(page.getByTitle(/^LID-COMP-/)).toContainText('Competition');
    await expect(page.getByRole('table', { name: 'Script settings' })).toContainText('S_TimeLimit');
    await expect(page.getByRole('link', { name: /^Leaderboard of / })).toHaveAttribute(
      'href',
      '#/leaderboard/kEhgJe5BQ1tkcnLB7kxbkNplTKX',
    );

    await page.goto('/#/match/lid-mtch-team2v2tiedgame');
    await expect(page.getByRole('region', { name: 'Team 1' }).getByText('Winner')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Team 2' }).getByText('Winner')).toHaveCount(0);

    await page.goto('/#/match/lid-mtch-noteamsongoing1');
    await expect(page.getByRole('status').filter({ hasText: 'This match is in progress' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Players' }).getByRole('row')).toHaveCount(7);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('table', { name: 'Players' })).toBeVisible();
  });

  test('an unknown match id says so', async ({ page }) => {
    await page.goto('/#/match/lid-mtch-zzzzzzzzzzzzzzz');
    await expect(page.getByRole('alert')).toContainText('Match not found');
    await page.getByRole('link', { name: 'Back to the matches' }).click();
    await expect(page.getByRole('table')).toBeVisible();
  });
});

test.describe('Matches when the API misbehaves', () => {
  test.use({ allowConsoleErrors: [failedLoads('/api/matches/3/0', '/api/ads')] });

  test('an error answer shows the message, and the tabs keep working', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-mock-scenario': 'error' });
    await page.goto('/#/matches/royal');
    await expect(page.getByRole('alert')).toContainText('Could not load the matches');
    await expect(page.getByRole('alert')).toContainText('error scenario');
    await openTab(page, 'Maniapub');
    await expect(page.getByRole('heading', { level: 1, name: 'In-game ads' })).toBeVisible();
  });
});
