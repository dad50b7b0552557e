import { test, expect } from './fixtures';

test.describe('Player page', () => {
  test('walks every tab of a player: summary, matches, trophy gains, Cup of the Day', async ({ page }) => {
    await page.goto('/#/player/demo-team');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toContainText('Ulstoar34');
    await expect(page.getByText('Alpha player')).toBeVisible();
    await expect(page.getByText('Team member', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Trophies' })).toContainText('trophy points');
    await expect(
      page.getByRole('region', { name: 'Matchmaking' }).getByRole('listitem', { name: 'Ranked 2v2' }),
    ).toContainText('Trackmaster');
    const tabs = page.getByRole('navigation', { name: 'Player sections' });

    await tabs.getByRole('link', { name: '2v2 Matches' }).click();
    await expect(page).toHaveURL(/#\/player\/demo-team\/2v2$/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(26);
    await page.getByRole('button', { name: 'Load more...' }).click();
    await expect(rows).toHaveCount(51);
    await page
      .getByRole('link', { name: /^Info about match / })
      .first()
      .click();
    await expect(page).toHaveURL(/#\/match\/LID-MTCH-m500005inlsjfal$/);
    await expect(page.getByText('Matchmaking', { exact: true })).toBeVisible();
    await page.goBack();

    await tabs.getByRole('link', { name: '3v3 Matches' }).click();
    await expect(
      page.getByText(
        "Ranked 3v3 has been discontinued. This view shows a historical list of this player's ranked 3v3 matches.",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(rows).toHaveCount(26);
    await tabs.getByRole('link', { name: 'Royal Matches' }).click();
    await expect(
      page.getByText(
        "Royal matchmaking has been discontinued. This view shows a historical list of this player's Royal matches.",
      ),
    ).toBeVisible();
    await expect(rows.nth(1)).toContainText('Royal');

    await tabs.getByRole('link', { name: 'Trophy Gains' }).click();
    await expect(page).toHaveURL(/#\/player\/demo-team\/trophies$/);
    await expect(rows).toHaveCount(26);
    await expect(rows.nth(1)).toContainText('points');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(51);

    await tabs.getByRole('link', { name: 'Cup of the Day' }).click();
    await expect(page.getByRole('region', { name: 'Primary best' })).toBeVisible();
    await expect(page.getByText('Total div wins')).toBeVisible();
    await expect(rows).toHaveCount(26);
    // A click, not check(): the box follows the address, which updates a moment after the click.
    await page.getByRole('checkbox', { name: 'Include reruns' }).click();
    await expect(page).toHaveURL(/includeReruns=true/);
    await expect(page.getByRole('checkbox', { name: 'Include reruns' })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Overall best (includes reruns)' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort order' }).selectOption('rankAsc');
    await expect(page).toHaveURL(/order=rankAsc/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort order' })).toHaveValue('rankAsc');
    await expect(page.getByRole('checkbox', { name: 'Include reruns' })).toBeChecked();
    await expect(rows.nth(1)).toContainText('Div 1');
    const cup = rows.nth(1).getByRole('link').first();
    const name = (await cup.innerText()).trim();
    await cup.click();
    await expect(page).toHaveURL(/#\/cotd\/25125$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  });

  test('the rare cases: no cups, reruns only, no matches, unknown tab, unknown player', async ({ page }) => {
    await page.goto('/#/player/demo-nocotd/cotd');
    await expect(page.getByText("This player hasn't participated in any Cups of the Day yet.")).toBeVisible();
    await page.goto('/#/player/demo-reruns/cotd');
    await expect(
      page.getByText('This player has only participated in Cup of the Day reruns so far.', { exact: false }),
    ).toBeVisible();
    await page.goto('/#/player/demo-newcomer/2v2');
    await expect(page.getByText('No matches found.')).toBeVisible();
    await page.goto('/#/player/demo-newcomer');
    await expect(page.getByText('This player has not played any official matches yet.')).toBeVisible();
    await page.goto('/#/player/demo-team/4v4');
    await expect(page.getByRole('alert')).toContainText('is not a section of the player page');
    await page.getByRole('alert').getByRole('link', { name: 'Cup of the Day' }).click();
    await expect(page.getByRole('region', { name: 'Primary best' })).toBeVisible();
    await page.goto('/#/player/nobody-at-all');
    await expect(page.getByRole('alert')).toContainText('This player could not be found');
    await page.getByRole('link', { name: 'Search for a player' }).click();
    await expect(page).toHaveURL(/#\/players$/);
  });
});

test(
  'the Cup of the Day tab shows its eight figures compact on a phone, two a row',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/#/player/demo-team/cotd');
    const figures = page.locator('.player-stat-tiles.is-compact');
    await expect(page.getByText('Longest div win streak')).toBeVisible();
    const box = await figures.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    // On a phone: four rows of two (not eight full-width cards, about 700 px); on a desktop a row or two.
    expect(box?.height ?? Infinity).toBeLessThan(width < 769 ? 320 : 220);
    const tops = await figures
      .locator('> div')
      .evaluateAll((tiles) => tiles.map((tile) => tile.getBoundingClientRect().top));
    expect(new Set(tops.map(Math.round)).size).toBeLessThanOrEqual(4);
  },
);
