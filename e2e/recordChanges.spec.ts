import type { Page } from '@playwright/test';
import { TEST_NOW } from '../tests/clock';
import { MOCK_USER } from '../src/mocks/data/mockUser';
import { test, expect, signInAsMockPilot } from './fixtures';
import { expectFitsEveryWidth } from './layout';

// My records, two visits two days apart on the mocked clock (issue 30): the browser's clock (page.clock) moves on, and
// the mocked API follows it (the x-mock-now header, src/mocks/data/recordMoves.ts): others passed the player on some
// maps, the player drove one new personal best, someone set one new world record. The second visit says so, map by
// map and in a summary, and a third visit minutes later says the same from what this browser kept, asking little.

const DAY = 86_400_000;
const SECOND_VISIT = TEST_NOW + 2 * DAY;
const KEY = `record-changes:${MOCK_USER.accountid}`;
/** The moment the mocked API answers at (src/mocks/data/recordMoves.ts). */
const MOCK_NOW_HEADER = 'x-mock-now';

// What the mocked API moved in two days on the newest seasonal campaign (tests/pages/records/changesMocks.test.ts),
// as the second visit says it. The first visit is kept at 10:30 (the clock is set there just before it; its grid loads
// within the minute).
const SUMMARY =
  'Since Wednesday 10:30: 9 maps lost positions, 1 map gained positions, 1 new personal best, 2 maps crossed a top % band, 1 new world record on Fall 2026 - 07';
const MOVED: readonly [string, string][] = [
  ['Fall 2026 - 02', '▼ lost 8 places since Wed'],
  ['Fall 2026 - 03', '▼ lost 58 places since Wed'],
  ['Fall 2026 - 06', '▲ gained 186 places since Wed · PB −0.319 s'],
  ['Fall 2026 - 07', '▼ lost 16 places since Wed · WR 0:57.080 by Vixdro (was 0:57.217 by Zenarfel)'],
  ['Fall 2026 - 13', '▼ lost 36 places since Wed'],
  ['Fall 2026 - 14', '▼ lost 48 places since Wed'],
  ['Fall 2026 - 16', '▼ lost 64 places since Wed'],
  ['Fall 2026 - 18', '▼ lost 54 places since Wed · out of the top 50%'],
  ['Fall 2026 - 21', '▼ lost 10 places since Wed'],
  ['Fall 2026 - 23', '▼ lost 30 places since Wed · out of the top 50%'],
];

/** Moves the browser's clock, and the mocked API's with it (src/mocks/data/recordMoves.ts). */
async function setClock(page: Page, moment: number): Promise<void> {
  await page.clock.setSystemTime(moment);
  await page.setExtraHTTPHeaders({ [MOCK_NOW_HEADER]: new Date(moment).toISOString() });
}

/** The maps My records kept figures of for the seasonal campaign (0 when nothing is kept). */
const keptMaps = (page: Page) =>
  page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as {
      sections?: Record<string, { maps: Record<string, unknown> }>;
    };
    return Math.max(0, ...Object.values(stored.sections ?? {}).map((section) => Object.keys(section.maps).length));
  }, KEY);

/** The maps whose figures were kept at or after `moment`. */
const keptSince = (page: Page, moment: number) =>
  page.evaluate(
    ([key, from]) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        sections?: Record<string, { maps: Record<string, { seen: { at: number } }> }>;
      };
      return Math.max(
        0,
        ...Object.values(stored.sections ?? {}).map(
          (section) => Object.values(section.maps).filter((entry) => entry.seen.at >= from).length,
        ),
      );
    },
    [KEY, moment] as const,
  );

/** The API requests the page makes from now on. */
function countApiRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
}

test.describe('what moved on my maps since my last visit', { tag: '@phone' }, () => {
  test('a first visit, then one two days later says what moved, and a return minutes later says it again', async ({
    page,
    checkA11y,
  }) => {
    // Three visits of a 25-map grid, axe and two widths: three times the usual time on a busy machine.
    test.slow();
    await page.goto('/#/totd');
    await signInAsMockPilot(page);

    // First visit: nothing kept yet.
    await setClock(page, TEST_NOW);
    await page.goto('/#/records');
    const seasonal = page.getByRole('region', { name: 'Seasonal campaign' });
    const table = seasonal.getByRole('table', { name: 'Your records on this campaign' });
    await expect(seasonal.getByText('Changes show from your next visit.')).toBeVisible();
    await expect(table.getByText('Loading…')).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(() => keptMaps(page), { timeout: 20_000 }).toBe(25);

    // Two days later, on the browser's clock and the API's.
    await setClock(page, SECOND_VISIT);
    await page.reload();
    await expect(seasonal.getByText(SUMMARY)).toBeVisible({ timeout: 20_000 });
    for (const [map, moved] of MOVED)
      await expect(table.getByRole('row').filter({ hasText: map })).toContainText(moved);
    await checkA11y();
    await expectFitsEveryWidth(
      page,
      test.info().project.name === 'phone' ? [390, 360] : [1280, 768],
      'My records with the changes',
    );

    // Only the changed maps, kept in the address.
    // Clicked, not check(): the box follows the address, which the router updates a moment after the click.
    await seasonal.getByRole('checkbox', { name: 'Only changed maps' }).click();
    await expect(page).toHaveURL(/seasonal-changed=1/);
    await expect(seasonal.getByRole('checkbox', { name: 'Only changed maps' })).toBeChecked();
    await expect(table.locator('tbody').getByRole('row')).toHaveCount(MOVED.length);
    await expect(table.getByRole('row').filter({ hasText: 'Fall 2026 - 01' })).toHaveCount(0);
    await checkA11y();

    // Minutes later, a new visit (the same one, for what moved): the same changes, from what this browser kept.
    const third = SECOND_VISIT + 2 * 60_000;
    await setClock(page, third);
    await page.goto('/#/records');
    const asked = countApiRequests(page);
    await page.reload();
    await expect(seasonal.getByText(SUMMARY)).toBeVisible({ timeout: 20_000 });
    for (const [map, moved] of MOVED)
      await expect(table.getByRole('row').filter({ hasText: map })).toContainText(moved);
    // Settled: every map's figures kept again at this visit (its records and counts all answered).
    await expect.poll(() => keptSince(page, third), { timeout: 20_000 }).toBe(25);
    test.info().annotations.push({ type: 'warm /records requests', description: String(asked.length) });
    if (process.env.REQUEST_BUDGET_REPORT)
      console.log(
        `warm /records with the changes (${test.info().project.name}): ${String(asked.length)} API requests\n${asked.join('\n')}`,
      );
    expect(asked.length, asked.join('\n')).toBeLessThanOrEqual(10);
  });
});
