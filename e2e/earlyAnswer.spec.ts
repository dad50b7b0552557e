import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// A cold visit's first answer leaves beside the app's code (/early.js, built from src/app/early/), and the app adopts it: one request.
// The app's main script is held back here, as a slow phone network would, and the answer must be asked meanwhile.

/** How long the app's main script is held back. */
const MAIN_SCRIPT_DELAY_MS = 1500;

interface Asked {
  address: string;
  /** Whether the request left while the app's main script was still held back. */
  beforeMainScript: boolean;
}

/** Holds the app's entry script back and records every API request with whether it left before that script came. */
async function watchColdVisit(page: Page): Promise<Asked[]> {
  const asked: Asked[] = [];
  let mainScriptSent = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/'))
      asked.push({ address: `${url.pathname}${url.search}`, beforeMainScript: !mainScriptSent });
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, MAIN_SCRIPT_DELAY_MS));
    mainScriptSent = true;
    await route.continue();
  });
  return asked;
}

const times = (asked: Asked[], address: string) => asked.filter((request) => request.address === address);

test.describe('the first answer races the code', () => {
  test("a cold Track of the Day asks its month once, before the app's code has arrived", async ({ page }) => {
    const asked = await watchColdVisit(page);
    await page.goto('/#/totd');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    expect(times(asked, '/api/totd/0')).toEqual([{ address: '/api/totd/0', beforeMainScript: true }]);
  });

  test("a cold player page asks the profile once, before the app's code has arrived", async ({ page }) => {
    const asked = await watchColdVisit(page);
    await page.goto('/#/player/demo-team');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ulstoar34');
    expect(times(asked, '/api/player/demo-team')).toEqual([
      { address: '/api/player/demo-team', beforeMainScript: true },
    ]);
  });
});
