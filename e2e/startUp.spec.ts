import { test, expect } from './fixtures';

// The app starts whatever the browser reports of its first paint, and the first answer's request does not wait for
// the stylesheet (docs/decisions/001-start-after-first-paint.md).

test('the app starts in a browser that reports no first paint', async ({ page }) => {
  await page.addInitScript(() => {
    // Paint entries are never delivered: an observer asked for them hears nothing.
    const prototype = PerformanceObserver.prototype;
    const observe = Object.getOwnPropertyDescriptor(prototype, 'observe')?.value as (
      this: PerformanceObserver,
      options?: PerformanceObserverInit,
    ) => void;
    prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
      if (options?.type === 'paint' || options?.entryTypes?.includes('paint')) return;
      observe.call(this, options);
    };
  });
  await page.goto('/#/totd');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
});

test('the first answer is asked while the stylesheet is still on its way', async ({ page }) => {
  let stylesheetSent = false;
  let askedBeforeStyles: boolean | undefined;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/totd/0' && askedBeforeStyles === undefined)
      askedBeforeStyles = !stylesheetSent;
  });
  await page.route(/\/assets\/index-[^/]+\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stylesheetSent = true;
    await route.continue();
  });
  await page.goto('/#/totd');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect(askedBeforeStyles).toBe(true);
});
