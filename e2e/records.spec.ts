import { test, expect, signInAsMockPilot } from './fixtures';
import { expectFitsEveryWidth } from './layout';

// My records, signed in: the grid fills from the shared request queue, the filter lives in the address, and leaving
// half-way leaves nothing broken behind.

test.describe('my records', { tag: '@phone' }, () => {
  test('log in, open My records from the account menu, filter, and leave while the grids load', async ({ page, checkA11y }) => {
    // A long walk (sign-in, three grids, axe, two widths, a second fan-out): three times the usual time on a busy CI.
    test.slow();
    await page.goto('/#/totd');
    await signInAsMockPilot(page);

    const account = page.getByRole('button', { name: 'MockPilot' });
    await expect(async () => {
      if (!(await account.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click({ timeout: 2000 });
      await account.click({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole('link', { name: 'My records' }).click();
    await expect(page).toHaveURL(/#\/records$/);

    const seasonal = page.getByRole('region', { name: 'Seasonal campaign' });
    const table = seasonal.getByRole('table', { name: 'Your records on this campaign' });
    await expect(seasonal.getByText(/^Author \d+ · Gold \d+ · Silver \d+ · Bronze \d+ · No medal \d+ · Not driven \d+$/)).toBeVisible();
    await expect(table.getByText('Loading…')).toHaveCount(0, { timeout: 15_000 });
    const all = await table.getByRole('row').count();
    expect(all).toBeGreaterThan(5);

    await seasonal.getByRole('combobox', { name: 'Show' }).selectOption('Missing gold');
    await expect(page).toHaveURL(/records=missing-gold/);
    await expect.poll(() => table.getByRole('row').count()).toBeLessThan(all);
    await checkA11y();
    await expectFitsEveryWidth(page, test.info().project.name === 'phone' ? [390, 360] : [1280, 768], 'My records');

    // Another month starts a new fan-out; leaving at once drops it, and the month page works as ever.
    await page.getByLabel('Month').fill('2024-03');
    await page.goto('/#/totd');
    await expect(page.getByRole('heading', { level: 1, name: /Track of the Day/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'My records' }).getByRole('table')).toBeVisible();
  });
});
