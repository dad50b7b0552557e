import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

// My records as a player sees it, signed in: how the month field, the headers and the summary lines are laid out.

/** Signed in as the mocked user before the app starts (what the sign-in window leaves in storage). */
async function signIn(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('secret', 'mock-secret-5b4d42f4');
    localStorage.setItem('accountid', '5b4d42f4-c2de-407d-b367-cbff3fe817bc');
    localStorage.setItem('displayname', 'MockPilot');
    localStorage.setItem('vanity', 'mockpilot');
  });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found ?? { x: 0, y: 0, width: 0, height: 0 };
}

const fontOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontFamily);

test.describe('my records: layout', () => {
  test('headers are in the page font, the position line stands apart, the month field is as compact as the pickers', async ({
    page,
  }) => {
    await signIn(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/#/records');

    // A figures column: monospace cells under a header in the page's font.
    const seasonal = page.getByRole('region', { name: 'Seasonal campaign' });
    const table = seasonal.getByRole('table', { name: 'Your records on this campaign' });
    await expect(table.getByText('Loading…')).toHaveCount(0, { timeout: 15_000 });
    const header = table.getByRole('columnheader', { name: 'Record' });
    const mapHeader = table.getByRole('columnheader', { name: 'Map' });
    const cell = table.locator('tbody td.is-mono').first();
    expect(await fontOf(header)).toBe(await fontOf(mapHeader));
    expect(await fontOf(cell)).toMatch(/monospace/);

    // "Campaign position: …" (asked for on a click on this page) and the Show label under it do not touch.
    await seasonal.getByRole('button', { name: 'Show my campaign position' }).click();
    const position = seasonal.getByText('Campaign position: 251', { exact: true });
    await expect(position).toBeVisible();
    const line = await box(position);
    const show = await box(seasonal.getByText('Show', { exact: true }));
    expect(show.y - (line.y + line.height)).toBeGreaterThanOrEqual(8);

    // The month field (its own tab): about as wide as a month needs, like the campaign pickers, not the whole column.
    const picker = await box(page.getByRole('combobox', { name: 'Seasonal campaign' }));
    await page.getByRole('tab', { name: 'Track of the Day' }).click();
    const month = page.getByLabel('Month', { exact: true });
    await expect(month).toBeVisible();
    const field = await box(month);
    expect(field.width).toBeLessThan(320);
    expect(field.width).toBeLessThan(picker.width * 1.5);
  });
});
