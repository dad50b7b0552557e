import { test, expect } from './fixtures';
import { OVER_BUDGET, budgetProblems, coldViewer, printView, readBudgetTable, readToEndBudgets } from './requestBudget';

// A page read to its end within its budget (docs/request-budgets.md, "Read to the end"): a past Track of the Day
// board asks one row for each trophy line its first rows do not hold, never a row it already has.
const ROUTE = '/totd/leaderboard/:group/:mapUid';

test('a past Track of the Day board read to its end keeps its request budget', async ({ page, browser }, info) => {
  // The board of a past month's map, as its month's table links it.
  await page.goto('/#/totd/2026-9');
  const link = page.locator('a[href^="#/totd/leaderboard/"]').first();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^#\/totd\/leaderboard\/[^/]+\/[^/]+$/);

  const { baseURL, viewport, timezoneId } = info.project.use;
  const viewer = await coldViewer(browser, { baseURL, viewport, timezoneId, serviceWorkers: 'block' });
  const view = await viewer.view(href.slice(1), async (board) => {
    await expect(board.getByRole('table', { name: 'Trophy lines' }).getByRole('row')).not.toHaveCount(0);
    await board.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  });
  await viewer.close();
  printView(`read to the end ${ROUTE}`, view);
  expect(budgetProblems(readBudgetTable(), ROUTE, view, readToEndBudgets().get(ROUTE)), OVER_BUDGET).toEqual([]);
});
