// npm run smoke:live -- --base URL: walks a running site (a deployment, `npm run serve`, `npm run dev:live`, the
// mocked server) in Chromium the way a visitor does, one page at a time, following links to real ids found on the
// lists it opens: today's Track of the Day map, its leaderboard, a player on it, their matches and a match; a Cup of
// the Day; a campaign; a club, its activities and a room; an event. It never presses a button that fans out requests
// (Load more, My records, the medal counts): the site's own pages and scheduler make every request. It prints one
// line per page (the API drift reports the app logged, the error boxes shown, the console errors) and exits 1 if any
// page had any, or if the walk could not go on; 0 otherwise.
//   --base URL        the site (required)
//   --pause-ms N      wait between pages (1500: a polite visitor)
//   --headed          show the browser window (headless by default)
//   --now ISO         run the browser's clock from this moment: for the mocked server started with MOCK_NOW
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Locator, type Page } from '@playwright/test';
import { errorBoxes, pageLine, settle, watchConsole, type PageFindings } from './smoke-page.ts';

const USAGE =
  'Usage: npm run smoke:live -- --base https://your.site [--pause-ms 1500] [--headed] [--now 2026-11-18T10:30:00Z]';
// As in playwright.config.ts: Debian's Chromium where installed, with the same flags.
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
// Without a window, Debian's lighter headless shell where installed (as the end-to-end tests use).
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const SETTLE_TIMEOUT_MS = 30_000;

function readOptions(): { base: URL; pauseMs: number; headless: boolean; now?: number } {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      'pause-ms': { type: 'string', default: '1500' },
      headless: { type: 'boolean', default: true },
      headed: { type: 'boolean', default: false },
      now: { type: 'string' },
    },
  });
  const fail = (why: string): never => {
    console.error(`${why}\n${USAGE}`);
    process.exit(2);
  };
  if (!values.base) return fail('--base is required.');
  let base: URL;
  try {
    base = new URL(values.base);
  } catch {
    return fail(`--base is not an address: "${values.base}".`);
  }
  // The app's hash routes sit after its own path: https://host/ or https://host/stats/.
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  base.hash = '';
  const pauseMs = Number(values['pause-ms']);
  if (!Number.isInteger(pauseMs) || pauseMs < 0)
    fail(`--pause-ms is a whole number of milliseconds, not "${values['pause-ms']}".`);
  const now = values.now === undefined ? undefined : Date.parse(values.now);
  if (now !== undefined && Number.isNaN(now)) fail(`--now is an ISO time, not "${String(values.now)}".`);
  return { base, pauseMs, headless: values.headless && !values.headed, ...(now === undefined ? {} : { now }) };
}

/** The address of the first link in the page's main area (or in `within`) whose hash route matches `path`. */
async function findLink(page: Page, path: RegExp, within?: Locator): Promise<string | undefined> {
  const hrefs = await (within ?? page.getByRole('main'))
    .getByRole('link')
    .evaluateAll((links) =>
      links.filter((link) => link.getClientRects().length > 0).map((link) => link.getAttribute('href') ?? ''),
    );
  return hrefs.find((href) => path.test(href));
}

/** The leaderboard's table of positions: the one with a Player column (the map's facts name its author too). */
const positions = (page: Page): Locator =>
  page
    .getByRole('main')
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Player', exact: true }) });

function debianChromium(headless: boolean): { executablePath?: string } {
  const executablePath = [...(headless ? [DEBIAN_HEADLESS_SHELL] : []), DEBIAN_CHROMIUM].find((path) =>
    existsSync(path),
  );
  return executablePath ? { executablePath } : {};
}

async function main(): Promise<void> {
  const options = readOptions();
  const browser = await chromium.launch({
    headless: options.headless,
    args: CHROMIUM_FLAGS,
    ...debianChromium(options.headless),
  });
  // A desktop window, in UTC; the offline worker would download every file of the site at once: a visitor's first
  // pages do without it, and so does the walk.
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    timezoneId: 'UTC',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  if (options.now !== undefined) await page.clock.install({ time: options.now });
  const console_ = watchConsole(page);
  const found: PageFindings[] = [];
  const started = Date.now();
  let first = true;

  /** Opens one page (by its address, or by a click on a link) and records what it showed. */
  const visit = async (how: { path: string } | { link: RegExp; within?: Locator; what: string }): Promise<boolean> => {
    if (!first && options.pauseMs > 0) await page.waitForTimeout(options.pauseMs);
    first = false;
    const at = Date.now();
    console_.take();
    let stuck: string | undefined;
    try {
      if ('path' in how) {
        await page.goto(new URL(`#${how.path}`, options.base).href);
      } else {
        const href = await findLink(page, how.link, how.within);
        if (href === undefined) {
          const stayed: PageFindings = {
            address: page.url(),
            drift: [],
            errorBoxes: [],
            consoleErrors: [],
            ms: 0,
            stayed: true,
            stuck: `no link to ${how.what} on this page`,
          };
          found.push(stayed);
          console.log(pageLine(stayed));
          return false;
        }
        // A visitor's click on the link the list shows (hover cards and all), not a typed address.
        await page.getByRole('main').locator(`a[href="${href}"]`).first().click();
        await page.waitForURL(new URL(href, page.url()).href);
      }
      await settle(page, console_.inFlight, SETTLE_TIMEOUT_MS);
    } catch (error) {
      stuck = error instanceof Error ? error.message.split('\n')[0] : String(error);
    }
    const seen = console_.take();
    const page_: PageFindings = {
      address: page.url(),
      drift: seen.drift,
      errorBoxes: await errorBoxes(page),
      consoleErrors: seen.consoleErrors,
      ms: Date.now() - at,
      ...(stuck ? { stuck } : {}),
    };
    found.push(page_);
    console.log(pageLine(page_));
    return !stuck;
  };

  // Track of the Day → today's map's leaderboard → a player on it → their matches → a match.
  if (await visit({ path: '/totd' })) {
    if (await visit({ link: /^#\/totd\/leaderboard\/[^/]+\/[^/]+$/, what: 'a Track of the Day leaderboard' })) {
      if (await visit({ link: /^#\/player\/[^/]+$/, within: positions(page), what: 'a player in the leaderboard' })) {
        if (await visit({ link: /^#\/player\/[^/]+\/2v2$/, what: 'the player’s matches' })) {
          // A player who has played no match: a match from the site's list of matches.
          if ((await findLink(page, /^#\/match\/[^/]+$/)) === undefined) await visit({ path: '/matches' });
          await visit({ link: /^#\/match\/[^/]+$/, what: 'a match' });
        }
      }
    }
  }
  // Cup of the Day → a cup.
  if (await visit({ path: '/cotd' })) await visit({ link: /^#\/cotd\/\d+$/, what: 'a cup' });
  // Campaigns → a campaign.
  if (await visit({ path: '/campaigns' })) await visit({ link: /^#\/campaigns\/[^/]+\/\d+$/, what: 'a campaign' });
  // Clubs → a club → its activities → a room.
  if ((await visit({ path: '/clubs' })) && (await visit({ link: /^#\/clubs\/\d+$/, what: 'a club' }))) {
    if (await visit({ link: /^#\/clubs\/\d+\/activities$/, what: 'the club’s activities' })) {
      // A club with no room among its activities: a room from the site's list of rooms.
      if ((await findLink(page, /^#\/rooms\/\d+\/\d+$/)) === undefined) await visit({ path: '/rooms' });
      await visit({ link: /^#\/rooms\/\d+\/\d+$/, what: 'a room' });
    }
  }
  // Events → an event.
  if (await visit({ path: '/competitions' })) await visit({ link: /^#\/competitions\/comp\/\d+$/, what: 'an event' });

  await browser.close();
  const failed = found.filter(
    (item) => item.stuck || item.drift.length + item.errorBoxes.length + item.consoleErrors.length > 0,
  );
  const sum = (pick: (item: PageFindings) => number) => found.reduce((total, item) => total + pick(item), 0);
  const counts = `${String(sum((item) => item.drift.length))} drift reports, ${String(sum((item) => item.errorBoxes.length))} error boxes, ${String(sum((item) => item.consoleErrors.length))} console errors`;
  const took = `${String(found.filter((item) => !item.stayed).length)} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (failed.length > 0) {
    console.log(
      `\nSmoke walk of ${options.base.href} FAILED: ${took}, ${String(failed.length)} with problems (${counts}).`,
    );
    process.exit(1);
  }
  console.log(`\nSmoke walk of ${options.base.href} passed: ${took}, ${counts}.`);
}

main().catch((error: unknown) => {
  console.error(`The smoke walk stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
