import type { Page } from '@playwright/test';
import { storedAnswerCount } from './answerStore';
import { holdRows, isRowsRequest } from './boardRows';
import { test, expect } from './fixtures';

// An open board's rows follow its minute: asked again when the reader comes back after it (in the visit, and after a
// reload, where the kept rows show at once with their age until the new ones come). The browser's clock is moved,
// nothing waits for a real minute. Today's Track of the Day board is open until the next map comes.

function countRows(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (isRowsRequest(request.url())) count += 1;
  });
  return { count: () => count };
}

const positions = (page: Page) => page.getByRole('table', { name: 'Positions' }).getByRole('row');

test('an open board’s rows are asked for again after its minute, and after a reload shown with their age until then', async ({
  page,
}) => {
  const rows = countRows(page);
  await page.goto('/#/totd/leaderboard/today');
  await expect(positions(page).nth(15)).toBeVisible();
  const first = rows.count();
  expect(first).toBeGreaterThan(0);

  // Another page and back within the minute: the rows are as fresh as they were, nothing is asked.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'TOTD', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Track of the Day/ })).toBeVisible();
  await page.goBack();
  await expect(positions(page).nth(15)).toBeVisible();
  expect(rows.count()).toBe(first);

  // Away for two minutes: the board's minute is over, its rows are asked for again.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: /Track of the Day/ })).toBeVisible();
  await page.clock.fastForward('02:00');
  await page.goBack();
  await expect(positions(page).nth(15)).toBeVisible();
  await expect.poll(() => rows.count()).toBeGreaterThan(first);

  // Kept in the browser, then a reload half an hour later: the kept rows at once, with their time, while new ones come.
  await expect.poll(() => page.evaluate(storedAnswerCount)).toBeGreaterThan(0);
  const release = await holdRows(page);
  const beforeReload = rows.count();
  await page.clock.fastForward('30:00');
  await page.reload();
  await expect(page.getByText(/^Data as of \d\d:\d\d$/)).toBeVisible();
  await expect(positions(page).nth(15)).toBeVisible();
  await expect.poll(() => rows.count()).toBeGreaterThan(beforeReload);
  release();
  await expect(page.getByText(/^Data as of/)).toBeHidden();
});
