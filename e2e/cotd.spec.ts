import { test, expect, openTab, failedLoads } from './fixtures';

test.describe('Cup of the Day overview', () => {
  test('switches the ranking’s sort, ticks reruns and loads more players', async ({ page }) => {
    // Many steps over long tables, then axe over every row: triple the time budget.
    test.slow();
    await page.goto('/#/totd');
    await openTab(page, 'COTD');
    await expect(page.getByRole('heading', { level: 1, name: 'Cup of the Day' })).toBeVisible();
    const ranking = page.getByRole('table', { name: 'Player ranking' });
    await expect(ranking.getByRole('row')).toHaveCount(26);

    await page.getByRole('button', { name: 'Wins', exact: true }).click();
    await expect(page).toHaveURL(/sort=wins/);
    await expect(ranking.getByRole('columnheader', { name: 'Wins' })).toBeVisible();
    await expect(ranking.getByText('%').first()).toBeVisible();

    // A click, not check(): the box follows the address, which the router updates a moment after the click.
    await page.getByRole('checkbox', { name: 'Include reruns' }).click();
    await expect(page.getByRole('checkbox', { name: 'Include reruns' })).toBeChecked();
    await expect(page).toHaveURL(/reruns=1/);
    await page.getByRole('button', { name: 'Load more players' }).click();
    await expect(ranking.getByRole('row')).toHaveCount(51);

    // A reload keeps the view.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Wins', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('checkbox', { name: 'Include reruns' })).toBeChecked();
  });

  test('switches the cups’ platform, loads more cups and opens one', async ({ page, isMobile }) => {
    // Many steps over long tables, then axe over every row: triple the time budget.
    test.slow();
    await page.goto('/#/cotd');
    const cups = page.getByRole('table', { name: 'Cups' });
    await expect(cups.getByRole('row')).toHaveCount(13);
    await page.getByRole('button', { name: 'PlayStation' }).click();
    await expect(page).toHaveURL(/platform=psn/);
    await expect(cups.getByRole('row').nth(1)).toContainText('Cup of the Day PlayStation');
    await page.getByRole('button', { name: 'Load more cups' }).click();
    await expect(cups.getByRole('row')).toHaveCount(25);
    // The ID column is for wide screens only.
    await expect(cups.getByRole('columnheader', { name: 'ID' })).toBeVisible({ visible: !isMobile });

    await page.reload();
    await expect(page.getByRole('button', { name: 'PlayStation' })).toHaveAttribute('aria-pressed', 'true');

    const info = cups.getByRole('link', { name: /^Info on / }).nth(2);
    const label = (await info.getAttribute('aria-label')) ?? '';
    await info.click();
    await expect(page).toHaveURL(/#\/cotd\/25353$/);
    await expect(page.getByRole('heading', { level: 1, name: label.replace(/^Info on /, '') })).toBeVisible();
  });

  test('shows a ranking error in a warning notification', async ({ page, checkA11y }) => {
    await page.route('**/api/cotd/players/**', (route) => route.fulfill({ json: { error: 'Ranking unavailable' } }));
    await page.goto('/#/cotd');
    await expect(page.getByRole('alert')).toContainText('Ranking unavailable');
    await expect(page.getByRole('table', { name: 'Cups' })).toBeVisible();
    await checkA11y();
  });

  test.describe('when the cup list fails', () => {
    test.use({ allowConsoleErrors: [failedLoads('/api/cotd/0?platform=crossplay')] });

    test('the list says so quietly and the ranking still works', async ({ page }) => {
      await page.route('**/api/cotd/0?platform=*', (route) => route.fulfill({ status: 500, body: 'Internal error' }));
      await page.goto('/#/cotd');
      await expect(
        page.getByText(
          'The cup list could not be loaded just now: The server answered with an error (HTTP 500). Please try again later. Refresh to try again.',
          { exact: true },
        ),
      ).toBeVisible();
      await expect(page.getByRole('table', { name: 'Player ranking' })).toBeVisible();
    });
  });
});

test.describe('One cup', () => {
  test('shows the cup, its map, the qualification and one division at a time', async ({ page }) => {
    // Many steps over long tables, then axe over every row: triple the time budget.
    test.slow();
    await page.goto('/#/cotd');
    // The sixth cup is two days old: finished, with its results.
    const info = page
      .getByRole('table', { name: 'Cups' })
      .getByRole('link', { name: /^Info on / })
      .nth(5);
    const name = ((await info.getAttribute('aria-label')) ?? '').replace(/^Info on /, '');
    await info.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`Trackmania.io - ${name}`);
    await expect(page.getByRole('link', { name: 'Track of the Day leaderboard' })).toBeVisible();

    const qualification = page.getByRole('table', { name: 'Results of the qualification' });
    await expect(qualification.getByRole('row')).toHaveCount(51);
    await page.getByRole('button', { name: 'Load more results of the qualification' }).click();
    await expect(qualification.getByRole('row')).toHaveCount(101);

    // Division 1 shows by itself; the picker shows another in its place and keeps it in the address.
    const results = page.getByRole('table', { name: 'Results of Division 1' });
    await expect(results.getByRole('row')).toHaveCount(26);
    await expect(results.getByText('Cup winner')).toBeVisible();
    await page.getByRole('combobox', { name: 'Division' }).selectOption('Division 2');
    await expect(page.getByRole('table', { name: 'Results of Division 2' }).getByText('Division winner')).toBeVisible();
    await expect(page).toHaveURL(/\?division=2$/);

    await page.getByRole('link', { name: 'Track of the Day leaderboard' }).click();
    await expect(page).toHaveURL(
      /#\/totd\/leaderboard\/a08018ea-2160-42e0-a2eb-726b22fd8450\/TOTD20261116jGAcr2iKWbpX02$/,
    );
    await page.goBack();
    await page.getByRole('link', { name: 'Back to Cup of the Day' }).click();
    await expect(page).toHaveURL(/#\/cotd$/);
  });

  test('an unknown cup id says so and leads back', async ({ page }) => {
    await page.goto('/#/cotd/99');
    await expect(page.getByRole('heading', { level: 1, name: 'Cup not found' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('There is no cup with the id 99.');
    await page.getByRole('link', { name: 'Back to Cup of the Day' }).click();
    await expect(page.getByRole('table', { name: 'Cups' })).toBeVisible();
  });

  test('a malformed cup id says so', async ({ page }) => {
    await page.goto('/#/cotd/not-a-cup');
    await expect(page.getByRole('alert')).toContainText('“not-a-cup” is not a cup id.');
    await expect(page.getByRole('link', { name: 'Back to Cup of the Day' })).toBeVisible();
  });
});
