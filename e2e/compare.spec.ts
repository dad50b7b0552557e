import { test, expect } from './fixtures';

// demo-team is "Ulstoar34", mockpilot is "MockPilot" (src/mocks/data/players.ts): both have long Cup of the Day
// histories, so their first pages share cups.
test.describe('Compare players', () => {
  test('from a player page: Compare with..., search, pick, then the comparison with a head-to-head count', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/#/player/mockpilot');
    const compareWith = page.getByRole('button', { name: 'Compare with...' });
    await compareWith.click();
    const panel = page.getByRole('group', { name: 'Compare MockPilot with another player' });
    const box = panel.getByRole('searchbox', { name: 'Search players' });
    await expect(box).toBeFocused();
    await box.fill('dem');
    await expect(panel.getByText('Type at least 4 characters.')).toBeVisible();
    await box.fill('demo-team');
    await expect(panel.getByRole('link', { name: /Ulstoar34/ })).toBeVisible();
    await checkA11y();
    await panel.getByRole('link', { name: /Ulstoar34/ }).click();

    await expect(page).toHaveURL(/#\/compare\/mockpilot\/demo-team$/);
    await expect(page).toHaveTitle('Trackmania.io - MockPilot vs Ulstoar34');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MockPilot vs [TMF] Ulstoar34 (Team member)');
    for (const name of ['Trophies', 'Matchmaking', 'Cup of the Day']) {
      await expect(page.getByRole('table', { name })).toBeVisible();
    }
    await expect(
      page.getByRole('table', { name: 'Trophies' }).getByRole('row', { name: /Trophy points/ }),
    ).toContainText('(better)');
    await expect(page.getByText('MockPilot ahead in 0, Ulstoar34 ahead in 6 (0 ties)', { exact: true })).toBeVisible();
    await expect(page.getByText('Across the 6 cups both played since 28 October 2026:', { exact: true })).toBeVisible();
  });

  test('Look further back widens the span; Swap exchanges the sides', async ({ page }) => {
    await page.goto('/#/compare/demo-team/mockpilot');
    const span = page.getByText(/^Across the \d+ cups both played since/);
    await expect(span).toHaveText('Across the 6 cups both played since 28 October 2026:');
    await expect(page.getByText('Ulstoar34 ahead in 6, MockPilot ahead in 0 (0 ties)', { exact: true })).toBeVisible();
    const rows = page.getByRole('table', { name: /both played/ }).getByRole('row');
    await expect(rows).toHaveCount(7);

    await page.getByRole('button', { name: 'Look further back' }).click();
    await expect(span).toHaveText('Across the 11 cups both played since 30 September 2026:');
    await expect(page.getByText('Ulstoar34 ahead in 11, MockPilot ahead in 0 (0 ties)', { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(12);

    await page.getByRole('link', { name: 'Swap' }).click();
    await expect(page).toHaveURL(/#\/compare\/mockpilot\/demo-team$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MockPilot vs [TMF] Ulstoar34 (Team member)');
    await expect(page.getByText('MockPilot ahead in 0, Ulstoar34 ahead in 11 (0 ties)', { exact: true })).toBeVisible();
  });

  test(
    'fits a phone: no sideways scrolling, and Change opens a search that fits',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/#/compare/demo-team/mockpilot');
      await expect(
        page.getByText('Ulstoar34 ahead in 6, MockPilot ahead in 0 (0 ties)', { exact: true }),
      ).toBeVisible();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Change MockPilot' }).click();
      const box = page.getByRole('searchbox', { name: 'Search players' });
      await expect(box).toBeFocused();
      await box.fill('demo-sponsor');
      await expect(page.getByRole('list', { name: 'Players found' }).getByRole('link')).toHaveCount(1);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Change MockPilot' })).toBeFocused();
    },
  );

  test('an unknown player and a player without cups each say so, and the way on stays open', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/#/compare/mockpilot/no-such-player-here');
    await expect(page.getByText('Player “no-such-player-here” was not found.')).toBeVisible();
    await checkA11y();
    await page.goto('/#/compare/mockpilot/demo-nocotd');
    await expect(
      page.getByText('No shared cups: Vixnesto89 has no Cup of the Day results.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Trophies' })).toBeVisible();
    await checkA11y();
  });
});
