import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, failedLoads } from './fixtures';
import { expectFitsEveryWidth } from './layout';
import { trophyPage } from '../src/mocks/data/playerTrophies';
import { playerCotdResults } from '../src/mocks/data/playerCotd';
import { playerMatchHistory } from '../src/mocks/data/playerMatches';
import { playerStanding, RETIRED_PLAYER_INDEX } from '../src/mocks/data/playerProfile';
import { DEMO_PLAYERS, mockPlayer } from '../src/mocks/data/players';
import { installShiftedClock, restoreRealClock } from '../src/mocks/clock';
import { TEST_NOW } from '../tests/clock';
import { monthName } from '../src/lib/parisTime';

// The season recap (issue 47) in the production build on the mocked API at the fixed clock (18 November 2026).
// Mocked players: mockpilot (busy: a year of trophies, cups and matches, more 2v2 matches than the recap's bound of 200,
// its 3v3 and Royal history before 2026), demo-sponsor (casual), demo-newcomer (nothing at all), demo-nocotd (no cups),
// and player 4999 (RETIRED_PLAYER_INDEX, by account id: nothing in 2026, a year of history in 2025).
// The expected figures are counted here from the mock data at the moment the page's mocked API runs at; the worker's
// clock is shifted for this file's tests only, and given back after (a clock left shifted broke other files).
test.beforeAll(() => installShiftedClock(TEST_NOW));

test.afterAll(restoreRealClock);

const WIDTHS = [1440, 1024, 768, 390, 360] as const;
const MATCH_BOUND = 200;
const en = (n: number) => n.toLocaleString('en-US');
const dayText = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  return `${String(date.getUTCDate())} ${monthName(date.getUTCMonth() + 1)} ${String(date.getUTCFullYear())}`;
};
const points = (counts: readonly number[]) => counts.reduce((sum, n, tier) => sum + n * 10 ** tier, 0);
const ordinalOf = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${String(n)}${n % 10 > 3 ? 'th' : suffix}`;
};

/** A player's year, counted straight from the mocked histories (newest first, as the API pages them). */
function countYear(index: number, year: number) {
  const gains = [];
  for (let page = 0; ; page += 1) {
    const answer = trophyPage(index, page);
    if (answer.gains.length === 0) break;
    gains.push(...answer.gains.filter((gain) => new Date(gain.timestamp).getUTCFullYear() === year));
  }
  const byDay = new Map<string, number>();
  for (const gain of gains)
    byDay.set(gain.timestamp.slice(0, 10), (byDay.get(gain.timestamp.slice(0, 10)) ?? 0) + points(gain.counts));
  const bestPoints = Math.max(...byDay.values());
  const bestDay = [...byDay.keys()].filter((day) => byDay.get(day) === bestPoints).sort()[0] ?? '';
  const cups = playerCotdResults(index).filter((cup) => new Date(cup.starttime * 1000).getUTCFullYear() === year);
  const counted = cups.filter((cup) => !cup.excludedfromstats);
  const modes = [2, 3, 5].map((typeId) => {
    const all = playerMatchHistory(index, typeId);
    const read = typeId === 5 ? all.slice(0, MATCH_BOUND) : all;
    const inYear = read.filter((match) => new Date(match.starttime).getUTCFullYear() === year);
    return {
      typeId,
      played: inYear.length,
      won: inYear.filter((match) => match.win).length,
      rank: playerStanding(index, typeId)?.rank,
    };
  });
  return {
    points: gains.reduce((sum, gain) => sum + points(gain.counts), 0),
    gains: gains.length,
    bestDay,
    bestPoints,
    biggest: Math.max(...gains.map((gain) => points(gain.counts))),
    cups: cups.length,
    reruns: cups.filter((cup) => / #[23]$/.test(cup.name)).length,
    bestRank: Math.min(...counted.map((cup) => cup.rank)),
    bestDiv: Math.min(...counted.map((cup) => cup.div)),
    averageDiv: (counted.reduce((sum, cup) => sum + cup.div, 0) / counted.length).toFixed(1),
    divisionOne: counted.filter((cup) => cup.div === 1).length,
    modes,
  };
}

/** A fact of a section: the text of the description beside its term. */
const fact = (page: Page, section: string, term: string) =>
  page
    .getByRole('region', { name: section })
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

async function readYear(page: Page, path: string, year: number) {
  await page.goto(`/#${path}`);
  await expect(page.getByText(/takes about \d+ more requests? to the API/)).toBeVisible();
  await page.getByRole('button', { name: `Read ${String(year)}` }).click();
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeEnabled({ timeout: 20_000 });
}

/** The width and height in a PNG's header (IHDR), after its signature. */
function pngSize(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('the season recap', () => {
  test("the busy player's 2026 equals the mocked histories, passes axe and fits every width", async ({
    page,
    checkA11y,
  }) => {
    const year = countYear(DEMO_PLAYERS.mockUser.index, 2026);
    await readYear(page, '/player/mockpilot/recap/2026', 2026);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MockPilot: 2026 in review');
    await expect(fact(page, 'Trophies', 'Points gained')).toHaveText(en(year.points));
    await expect(fact(page, 'Trophies', 'Trophy gains')).toHaveText(en(year.gains));
    await expect(fact(page, 'Trophies', 'Best day')).toHaveText(
      new RegExp(`^${dayText(year.bestDay)}: ${en(year.bestPoints)} points? from`),
    );
    await expect(fact(page, 'Trophies', 'Biggest single gain')).toHaveText(
      new RegExp(`^${en(year.biggest)} points? for `),
    );
    await expect(fact(page, 'Cup of the Day', 'Cups played')).toHaveText(
      `${en(year.cups)} (${en(year.cups - year.reruns)} main, ${en(year.reruns)} reruns)`,
    );
    await expect(fact(page, 'Cup of the Day', 'Best rank')).toHaveText(ordinalOf(year.bestRank));
    await expect(fact(page, 'Cup of the Day', 'Best division')).toHaveText(String(year.bestDiv));
    await expect(fact(page, 'Cup of the Day', 'Average division')).toHaveText(year.averageDiv);
    await expect(fact(page, 'Cup of the Day', 'Division 1 finishes')).toHaveText(en(year.divisionOne));
    const twoVtwo = year.modes.find((mode) => mode.typeId === 5);
    await expect(fact(page, 'Matchmaking', '2v2')).toHaveText(
      `at least ${en(twoVtwo?.played ?? 0)} matches played, ${en(twoVtwo?.won ?? 0)} won, rank ${en(twoVtwo?.rank ?? 0)} now`,
    );
    await expect(page.getByText(/2v2: only the 200 most recent matches were read/)).toBeVisible();
    // 3v3 ended in 2025 and Royal in 2024: nothing of them in 2026.
    await expect(fact(page, 'Matchmaking', '3v3')).toHaveText(/^0 matches played, 0 won/);
    await checkA11y();
    await expectFitsEveryWidth(page, WIDTHS, 'the recap');
  });

  test('the picture downloads as a PNG of 1200 × 630 and of 1080 × 1350', async ({ page }) => {
    await page.goto('/#/player/demo-newcomer/recap/2026');
    const button = page.getByRole('button', { name: 'Download PNG' });
    await expect(button).toBeEnabled();
    for (const [format, width, height] of [
      [/^Landscape/, 1200, 630],
      [/^Portrait/, 1080, 1350],
    ] as const) {
      await page.getByRole('radio', { name: format }).check();
      await expect(button).toBeEnabled();
      const downloading = page.waitForEvent('download');
      await button.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/-2026-in-review\.png$/);
      const bytes = await readFile(await download.path());
      expect(bytes.length).toBeGreaterThan(1000);
      expect(pngSize(bytes)).toEqual({ width, height });
    }
  });

  test('Share shows only where the browser can share the file', async ({ page, browser }) => {
    await page.goto('/#/player/demo-newcomer/recap/2026');
    await expect(page.getByRole('button', { name: 'Download PNG' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const sharing = await context.newPage();
    await sharing.clock.install({ time: TEST_NOW });
    await sharing.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'canShare', { value: () => true, configurable: true });
    });
    await sharing.goto('/#/player/demo-newcomer/recap/2026');
    await expect(sharing.getByRole('button', { name: 'Share' })).toBeVisible();
    await context.close();
  });

  test('a player with nothing in the year, a casual one and one without cups read sensibly', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/#/player/demo-newcomer/recap/2026');
    await expect(page.getByText('No trophies gained in 2026.')).toBeVisible();
    await expect(page.getByText('No Cup of the Day in 2026.')).toBeVisible();
    await expect(page.getByText('No matchmaking in 2026.')).toBeVisible();
    await checkA11y();
    // Stopped playing in September 2025: each history's first page already reaches before 2026, so nothing more is
    // asked and the year reads at once; their 2025 is there.
    const retired = mockPlayer(RETIRED_PLAYER_INDEX).id;
    await page.goto(`/#/player/${retired}/recap/2026`);
    await expect(page.getByText('No trophies gained in 2026.')).toBeVisible();
    await expect(page.getByText('No Cup of the Day in 2026.')).toBeVisible();
    await expect(page.getByText('No matchmaking in 2026.')).toBeVisible();
    const retiredYear = countYear(RETIRED_PLAYER_INDEX, 2025);
    await readYear(page, `/player/${retired}/recap/2025`, 2025);
    await expect(fact(page, 'Trophies', 'Points gained')).toHaveText(en(retiredYear.points));
    await expect(fact(page, 'Cup of the Day', 'Cups played')).toHaveText(new RegExp(`^${en(retiredYear.cups)} \\(`));
    const casual = countYear(DEMO_PLAYERS.sponsor.index, 2026);
    await readYear(page, '/player/demo-sponsor/recap/2026', 2026);
    await expect(fact(page, 'Trophies', 'Points gained')).toHaveText(en(casual.points));
    await expect(fact(page, 'Cup of the Day', 'Cups played')).toHaveText(new RegExp(`^${en(casual.cups)} \\(`));
    await readYear(page, '/player/demo-nocotd/recap/2026', 2026);
    await expect(page.getByText('No Cup of the Day in 2026.')).toBeVisible();
    await expect(fact(page, 'Trophies', 'Points gained')).toBeVisible();
  });

  test('an address with no year or no player says so', async ({ page }) => {
    await page.goto('/#/player/mockpilot/recap/1999');
    await expect(page.getByRole('alert')).toHaveText(/“1999” is not a year with a recap/);
    await page.goto('/#/player/mockpilot/recap/next');
    await expect(page.getByRole('alert')).toHaveText(/“next” is not a year with a recap/);
    await expect(page.getByRole('link', { name: '2026 in review' })).toBeVisible();
  });
});

test.describe('the season recap, failing mid-way', () => {
  test.use({
    allowConsoleErrors: [failedLoads(/\/api\/player\/[^/]+\/trophies\/2/, '/api/player/nobody-at-all-here')],
  });

  test('keeps what was read, offers Try again, and an unknown player says so', async ({ page }) => {
    let failing = true;
    await page.route(/\/api\/player\/[^/]+\/trophies\/2$/, (route) =>
      failing ? route.fulfill({ status: 500, json: { error: 'upstream down' } }) : route.fallback(),
    );
    await readYearStart(page, '/player/demo-sponsor/recap/2026');
    await expect(page.getByText('Could not read all of 2026')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/What was read so far/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Trophies' })).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Download PNG' })).toBeEnabled({ timeout: 20_000 });
    await page.goto('/#/player/nobody-at-all-here/recap/2026');
    await expect(page.getByText('This player could not be found')).toBeVisible();
  });
});

async function readYearStart(page: Page, path: string) {
  await page.goto(`/#${path}`);
  await page.getByRole('button', { name: /^Read \d{4}$/ }).click();
}
