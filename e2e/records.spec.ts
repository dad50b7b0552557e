import { test, expect, signInAsMockPilot } from './fixtures';
import { expectFitsEveryWidth } from './layout';

// My records, signed in: one section at a time in tabs, the grid fills from the shared request queue, the section and
// the filter live in the address, and leaving half-way leaves nothing broken behind.

test.describe('my records', { tag: '@phone' }, () => {
  test('log in, open My records from the account menu, filter, switch sections, and leave while a grid loads', async ({
    page,
    checkA11y,
  }) => {
    // A long walk (sign-in, two grids, axe, two widths, a second fan-out): three times the usual time on a busy CI.
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
    await expect(table.getByText('Loading…')).toHaveCount(0, { timeout: 15_000 });
    // MockPilot's records on the 25 maps of the mocked seasonal campaign, once every record arrived.
    await expect(
      seasonal.getByText('Author 6 · Gold 4 · Silver 4 · Bronze 1 · No medal 7 · Not driven 3', { exact: true }),
    ).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(26);

    await seasonal.getByRole('combobox', { name: 'Show' }).selectOption('Missing gold');
    await expect(page).toHaveURL(/records=missing-gold/);
    // The 15 maps without gold or better: silver, bronze, no medal and not driven.
    await expect(table.getByRole('row')).toHaveCount(16);
    await checkA11y();
    await expectFitsEveryWidth(page, test.info().project.name === 'phone' ? [390, 360] : [1280, 768], 'My records');

    // The month's tab, kept in the address with the seasonal filter; the seasonal grid is gone.
    await page.getByRole('tab', { name: 'Track of the Day' }).click();
    await expect(page).toHaveURL(/section=month/);
    await expect(page).toHaveURL(/records=missing-gold/);
    await expect(seasonal).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: /^Track of the Day: / }).getByRole('table', { name: /^Your records on / }),
    ).toBeVisible({ timeout: 15_000 });
    // The month's controls at the narrowest width (the desktop run checked the seasonal grid's widths above).
    if (test.info().project.name === 'phone') await expectFitsEveryWidth(page, [360], 'My records, the month');

    // Another month starts a new fan-out; leaving at once drops it, and the month page works as ever (its My records
    // start once scrolled to).
    await page.getByLabel('Month').fill('2024-03');
    await page.goto('/#/totd');
    await expect(page.getByRole('heading', { level: 1, name: /Track of the Day/ })).toBeVisible();
    const records = page.getByRole('region', { name: 'My records' });
    await records.scrollIntoViewIfNeeded();
    await expect(records.getByRole('table')).toBeVisible({ timeout: 15_000 });
  });
});
