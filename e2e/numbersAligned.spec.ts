import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { ROUTE_EXAMPLES } from '../tests/routeExamples';

// Issue 43: numbers right-aligned in their columns on every table (ranks, times, points, counts, percentages), their
// heads with them, so that digits line up. A column whose every value is a figure (or a dash for none) is a column of
// figures; each table of a few representative pages is read whole at 1440 px.

const ROUTES = [
  '/totd/leaderboard/:group/:mapUid',
  '/cotd',
  '/cotd/:id',
  '/campaigns',
  '/campaigns/:club/:campaign',
  '/top',
  '/player/:id/2v2',
  '/player/:id/cotd',
  '/match/:lid',
  '/clubs',
  '/matches',
];

interface FigureColumn {
  table: string;
  header: string;
  /** The alignment of the head and of each value, as the browser draws them. */
  alignments: string[];
  values: string[];
}

/** Every column of figures of the page's tables, with how its head and values are aligned. */
function figureColumns(page: Page): Promise<FigureColumn[]> {
  return page.evaluate(() => {
    // A figure: a rank (#12, 12th), a count (1,204, 3 / 64), a time (1:02.345, -0.412), a share (4.6%), a
    // difference (+3).
    const FIGURE = /^[#+\-−–]?\s?\d[\d,.:' /]*(%|st|nd|rd|th)?$/;
    const NONE = /^[-–…]?$/;
    const visible = (cell: Element) => (cell as HTMLElement).offsetParent !== null;
    const columns: FigureColumn[] = [];
    for (const table of document.querySelectorAll('main table')) {
      const heads = [...table.querySelectorAll('thead th')].filter(visible);
      const rows = [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].filter(visible));
      heads.forEach((head, index) => {
        const cells = rows.map((row) => row[index]).filter((cell): cell is Element => cell !== undefined);
        const values = cells.map((cell) => (cell as HTMLElement).innerText.trim());
        if (!values.some((value) => FIGURE.test(value))) return;
        if (!values.every((value) => FIGURE.test(value) || NONE.test(value))) return;
        columns.push({
          table: table.querySelector('caption')?.textContent ?? '',
          header: (head as HTMLElement).innerText.trim() || head.textContent.trim(),
          alignments: [head, ...cells].map((cell) => getComputedStyle(cell).textAlign),
          values: values.slice(0, 3),
        });
      });
    }
    return columns;
  });
}

test('every column of figures is right-aligned, its head with it, on the tables of representative pages', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const found: string[] = [];
  for (const { route, path } of ROUTE_EXAMPLES.filter((example) => ROUTES.includes(example.route))) {
    await test.step(route, async () => {
      await page.goto(`/#${path}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').locator('tbody tr').first()).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0, { timeout: 10_000 });
      const columns = await figureColumns(page);
      expect(columns.length, `${route}: columns of figures`).toBeGreaterThan(0);
      for (const column of columns) {
        found.push(`${route} ${column.table}: ${column.header}`);
        expect
          .soft(
            column.alignments.filter((alignment) => alignment !== 'right'),
            `${route}, ${column.table}, "${column.header}" (${column.values.join(', ')}) is not right-aligned`,
          )
          .toEqual([]);
      }
    });
  }
  // The columns the walk found: the ones a reader compares most, among others.
  for (const expected of [
    'Positions: Position',
    'Player ranking: #',
    'Cups: Players',
    'Campaigns: Maps',
    'Trophy ranking: Rank',
    'Results of the qualification: Time',
    'Campaign leaderboard: Points',
    'Players of Team 1: Score',
    'Matches: After points',
  ])
    expect(
      found.some((column) => column.endsWith(expected)),
      `${expected} among ${found.join('; ')}`,
    ).toBe(true);
});
