import { test, expect } from './fixtures';

// The picker's layout needs a real browser: jsdom lays nothing out.
test.describe('the month picker', { tag: '@phone' }, () => {
  test('shows the months in rows of three, inside the window, and closes on a press outside', async ({ page }) => {
    await page.goto('/#/totd/2023-5');
    await page.getByRole('button', { name: 'Choose a month, shown: May 2023' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a month' });
    await expect(dialog.getByText('Dec', { exact: true })).toBeVisible();
    const boxes = await Promise.all(
      ['Jan', 'Feb', 'Mar', 'Apr', 'Dec'].map((month) => dialog.getByText(month, { exact: true }).boundingBox()),
    );
    const [jan, feb, mar, apr, dec] = boxes.map((box) => box ?? { x: 0, y: 0, width: 0, height: 0 });
    // Jan, Feb and Mar share a row; Apr starts the next one under Jan; Dec ends the fourth row.
    expect([feb?.y, mar?.y]).toEqual([jan?.y, jan?.y]);
    expect(mar?.x).toBeGreaterThan(feb?.x ?? 0);
    expect(apr?.x).toBeCloseTo(jan?.x ?? 0, 0);
    expect(apr?.y).toBeGreaterThan(jan?.y ?? 0);
    expect(dec?.x).toBeCloseTo(mar?.x ?? 0, 0);
    const popup = await dialog.boundingBox();
    expect((popup?.x ?? 0) + (popup?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await page.getByRole('heading', { level: 1, name: 'Track of the Day' }).click();
    await expect(dialog).toBeHidden();
  });
});
