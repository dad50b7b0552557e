import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Where an enlarged image lies: its box, the window's size, and what the browser finds at its four corners (2 px in).
 * The popup lets the pointer through (pointer-events: none), which hit testing honours too, so it is switched on for
 * the one read and put back at once.
 */
async function enlargedBox(enlarged: Locator) {
  await expect(enlarged).toBeVisible();
  await expect
    .poll(() => enlarged.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  return enlarged.evaluate((image: HTMLImageElement) => {
    const popup = image.parentElement as HTMLElement;
    const before = popup.style.pointerEvents;
    popup.style.pointerEvents = 'auto';
    image.style.pointerEvents = 'auto';
    const rect = image.getBoundingClientRect();
    const corners = [
      [rect.left + 2, rect.top + 2],
      [rect.right - 2, rect.top + 2],
      [rect.left + 2, rect.bottom - 2],
      [rect.right - 2, rect.bottom - 2],
    ] as const;
    const hits = corners.map(([x, y]) => document.elementFromPoint(x, y) === image);
    popup.style.pointerEvents = before;
    image.style.pointerEvents = '';
    return {
      left: rect.left,
      top: rect.top,
      right: rect.right,
      bottom: rect.bottom,
      width: window.innerWidth,
      height: window.innerHeight,
      hits,
    };
  });
}

/**
 * Opens a row's thumbnail by keyboard focus (it stays open while focused) and checks the enlarged image lies whole in
 * the window, inside the page's main landmark; `whileOpen` runs before it closes again.
 */
async function expectWholeInWindow(page: Page, thumbnail: Locator, whileOpen?: () => Promise<void>) {
  await thumbnail.scrollIntoViewIfNeeded();
  await thumbnail.focus();
  const name =
    (await thumbnail.getAttribute('aria-label')) ?? (await thumbnail.getByRole('img').getAttribute('alt')) ?? '';
  const box = await enlargedBox(page.getByRole('img', { name: `${name} (enlarged)` }));
  expect(box.top).toBeGreaterThanOrEqual(0);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.bottom).toBeLessThanOrEqual(box.height);
  expect(box.right).toBeLessThanOrEqual(box.width);
  // Nothing covers or cuts any corner: the browser finds the image itself there.
  expect(box.hits).toEqual([true, true, true, true]);
  await expect(page.getByRole('main').getByRole('img', { name: `${name} (enlarged)` })).toBeVisible();
  await whileOpen?.();
  await thumbnail.blur();
}

test.describe('the enlarged map image', () => {
  test(
    'shows whole above the table, inside the window, on the first and last Track of the Day rows',
    { tag: '@phone' },
    async ({ page, checkA11y }) => {
      await page.goto('/#/totd/2026-10');
      const thumbnails = page.getByRole('table').getByRole('button', { name: /^Thumbnail of / });
      await expect(thumbnails).toHaveCount(31);
      await expectWholeInWindow(page, thumbnails.first(), checkA11y);
      await expectWholeInWindow(page, thumbnails.last());
    },
  );

  test('shows whole on a campaign playlist row', async ({ page }) => {
    await page.goto('/#/campaigns/seasonal/1003');
    const thumbnails = page.getByRole('table', { name: 'Playlist' }).getByRole('button', { name: /^Thumbnail of / });
    await expect(thumbnails).toHaveCount(25);
    await expectWholeInWindow(page, thumbnails.first());
    await expectWholeInWindow(page, thumbnails.nth(12));
    await expectWholeInWindow(page, thumbnails.last());
  });
});
