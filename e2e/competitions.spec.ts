import { test, expect } from './fixtures';

// The live mocked event (competition 90997) has a round that ended, one running and one ahead, teams and every link.
const LIVE = '/#/competitions/comp/90997';

test.describe('Events', () => {
  test('searches the list and opens an event from it', async ({ page }) => {
    await page.goto('/#/competitions');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    const rows = page.getByRole('table', { name: 'Events' }).getByRole('row');
    await expect(rows).toHaveCount(21);
    await page.getByRole('button', { name: 'Load more events' }).click();
    await expect(rows).toHaveCount(41);

    await page.getByRole('searchbox', { name: 'Search events' }).fill('grand league');
    await expect(page).toHaveURL(/#\/competitions\?search=grand\+league$/);
    await expect(rows).toHaveCount(2);
    await page.getByRole('table', { name: 'Events' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/#\/competitions\/comp\/90997$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grand League');
    await expect(page.getByRole('link', { name: /^Website/ })).toHaveAttribute('href', 'https://torar.example.org/');
    await page.getByRole('link', { name: 'Back to events' }).click();
    await expect(page).toHaveURL(/#\/competitions$/);
  });

  test('walks an event’s rounds, a match’s results and a qualifier’s', async ({ page, checkA11y }) => {
    await page.goto(LIVE);
    // The running round opens first; each round says when it starts or ends.
    const rounds = page.getByRole('navigation', { name: 'Rounds' });
    await expect(rounds.getByRole('link', { name: /^Group stage/ })).toHaveAttribute('aria-current', 'true');
    // The browser is at TEST_NOW, the event's rounds are placed around it (src/mocks/data/competitions.ts).
    await expect(rounds.getByRole('link', { name: /^Qualifier/ })).toContainText('Ended a day ago');
    await expect(rounds.getByRole('link', { name: /^Group stage/ })).toContainText('Ends in 2 days');
    await expect(rounds.getByRole('link', { name: /^Final/ })).toContainText('Starts in 4 days');
    await checkA11y();

    await page
      .getByRole('table', { name: 'Matches of Group stage' })
      .getByRole('link', { name: 'Group stage - Match 1' })
      .click();
    await expect(page).toHaveURL(/#\/competitions\/comp\/90997\?round=909972&match=9099720$/);
    const matchResults = page.getByRole('table', { name: 'Results of Group stage - Match 1' });
    // Nine players: one page, no Load more.
    await expect(matchResults.getByRole('row')).toHaveCount(10);
    await expect(page.getByRole('button', { name: /^Load more results/ })).toHaveCount(0);

    await rounds.getByRole('link', { name: /^Qualifier/ }).click();
    await expect(page).toHaveURL(/#\/competitions\/comp\/90997\?round=909971$/);
    await expect(page.getByRole('table', { name: 'Results of Grand League - Qualifier A' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 4, name: 'Grand League - Qualifier B' })).toBeVisible();
  });

  test('switches between Teams and Leaderboard, kept across a reload', async ({ page, checkA11y }) => {
    await page.goto(LIVE);
    const sections = page.getByRole('navigation', { name: 'Event sections' });
    await sections.getByRole('link', { name: 'Teams' }).click();
    await expect(page).toHaveURL(/\?tab=teams$/);
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(12);
    await checkA11y();

    await sections.getByRole('link', { name: 'Leaderboard' }).click();
    await expect(page).toHaveURL(/\?tab=leaderboard$/);
    const board = page.getByRole('table', { name: 'Results of the leaderboard' });
    await expect(board.getByRole('row')).toHaveCount(37);
    await page.reload();
    await expect(board.getByRole('row')).toHaveCount(37);
  });

  test('opens a legacy event from the list, with its paged leaderboard', async ({ page }) => {
    await page.goto('/#/competitions?search=summer%20masters%202021');
    const list = page.getByRole('table', { name: 'Events' });
    await expect(list.getByText('Legacy')).toBeVisible();
    await list.getByRole('link').first().click();
    await expect(page).toHaveURL(/#\/competitions\/3120$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summer Masters 2021');
    await expect(page.getByText('Legacy event')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logo of Summer Masters 2021' })).toBeVisible();
    const board = page.getByRole('table', { name: 'Results of the leaderboard' }).getByRole('row');
    await expect(board).toHaveCount(51);
    await page.getByRole('button', { name: 'Load more results of the leaderboard' }).click();
    await expect(board).toHaveCount(101);
  });

  test('explains empty rounds and broken addresses', async ({ page }) => {
    await page.goto('/#/competitions/comp/90996');
    await expect(page.getByText('No rounds information available.')).toBeVisible();
    // Not started: the API (2026) answers participants: null.
    await page.goto('/#/competitions/comp/90999?tab=leaderboard');
    await expect(page.getByText('No results yet.')).toBeVisible();
    await page.goto('/#/competitions/comp/abc');
    await expect(page.getByRole('alert')).toContainText('“abc” is not an event id.');
    await page.goto(`${LIVE}?round=1`);
    await expect(page.getByRole('alert')).toContainText('This event has no round “1”.');
  });
});
