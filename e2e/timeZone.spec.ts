import { storedAnswerCount } from './answerStore';
import { holdRows } from './boardRows';
import { test, expect } from './fixtures';

// Times show in the visitor's zone. The other specs run in UTC (playwright.config.ts), where a time written in UTC
// reads the same; this one runs in Kolkata (UTC+05:30, the "zone" project), where such a time is five and a half hours
// off. The browser starts at 10:30 UTC, 16:00 in Kolkata.

test('a club post and the age of a kept board read in the visitor’s zone', { tag: '@zone' }, async ({ page }) => {
  // Posted at 11:56 UTC.
  await page.goto('/#/clubs/10000/news/100000');
  await expect(page.getByText('Posted 6 Oct 2026, 17:26', { exact: true })).toBeVisible();

  // Today's board, kept in the browser, then reloaded half an hour later with its new rows held back: the kept rows
  // show with the time they were fetched, a few seconds after 16:00.
  const positions = page.getByRole('table', { name: 'Positions' }).getByRole('row');
  await page.goto('/#/totd/leaderboard/today');
  await expect(positions.nth(15)).toBeVisible();
  await expect.poll(() => page.evaluate(storedAnswerCount)).toBeGreaterThan(0);
  const release = await holdRows(page);
  await page.clock.fastForward('30:00');
  await page.reload();
  await expect(page.getByText(/^Data as of 16:0\d$/)).toBeVisible();
  release();
  await expect(page.getByText(/^Data as of/)).toBeHidden();
});
