import { storedAnswerCount } from './answerStore';
import { test, expect } from './fixtures';

// The installable, offline-capable production build: the web app manifest, the offline worker (precache of the
// build) and the answers kept in IndexedDB across visits. The other specs block service workers (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.describe('Offline and install', () => {
  test('the page names a manifest whose icons load', async ({ page, request }) => {
    await page.goto('/#/totd');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', './manifest.webmanifest');
    const answer = await request.get('/manifest.webmanifest');
    expect(answer.ok()).toBe(true);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    const manifest = (await answer.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Trackmania.io', start_url: './#/totd', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await request.get(`/${icon.src}`);
      expect(image.ok(), icon.src).toBe(true);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  test.describe('with no network', () => {
    // Offline, the thumbnails and flags from the network cannot load: the browser says so on the console.
    test.use({ allowConsoleErrors: [/Failed to load resource|ERR_INTERNET_DISCONNECTED/] });

    test('the worker installs; offline, the site opens with its shell, the offline note and a stored past month', async ({
      page,
      context,
    }) => {
      await page.goto('/#/totd');
      const rows = page.getByRole('table').getByRole('row');
      await expect(rows.nth(1)).toBeVisible();
      await page.getByRole('link', { name: 'Previous month' }).click();
      await expect(page.getByRole('button', { name: 'Choose a month, shown: October 2026' })).toBeVisible();
      await expect(rows.nth(28)).toBeVisible();
      // The worker is installed and active once ready resolves.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // The answers are saved a second after the cache last changed: wait until both months are in the store.
      await expect.poll(() => page.evaluate(storedAnswerCount)).toBe(2);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await expect(page.getByText('You are offline.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Choose a month, shown: October 2026' })).toBeVisible();
      await expect(rows.nth(28)).toBeVisible();
      // A past month cannot change: no "Data as of" stamp for it.
      await expect(page.getByText(/^Data as of/)).toBeHidden();

      // This month's list can change: shown from the store with the time it was fetched (the browser is at 10:30 UTC).
      await page.getByRole('link', { name: 'Next month' }).click();
      await expect(page.getByRole('button', { name: 'Choose a month, shown: November 2026' })).toBeVisible();
      await expect(rows.nth(1)).toBeVisible();
      // The browser's clock runs on from 10:30:00 at the real pace: the minute is how long the walk took to get here,
      // so it stays a pattern.
      await expect(page.getByText(/^Data as of 10:3\d$/)).toBeVisible();

      // A page not visited before has nothing stored: it says so in its place (no endless loading bar), and loads
      // once the network is back.
      await page.goto('/#/matches');
      const unkept = page.getByText(
        'You are offline and this was not kept from an earlier visit. It loads when the network is back.',
      );
      await expect(unkept).toBeVisible();
      await expect(page.getByRole('progressbar')).toBeHidden();

      await context.setOffline(false);
      await expect(page.getByText('You are offline.')).toBeHidden();
      await expect(page.getByRole('table', { name: 'Matches' })).toBeVisible();
      await expect(unkept).toBeHidden();
    });
  });
});
