// `npm run bench:records`: how long a signed-in player waits for the My records grid of a 25-map campaign when every
// API answer takes 100 ms, how many requests the grid makes, and the most of them in flight at once (the shared
// scheduler's cap is 3). Serves the production build with the mocked API (as e2e does) and drives Debian's Chromium.
import { MOCK_USER } from '../src/mocks/data/mockUser';
import { median, runBench } from './bench-kit';

const DIST = process.argv[2] ?? 'dist';
const LATENCY_MS = 100;
const RUNS = 3;
// The newest seasonal campaign of the mocks: 25 maps.
const PATH = '/#/campaigns/seasonal/1000';
/** The grid's own requests: a map's personal record, and its player count (the first row of its board). */
const GRID_REQUEST = /\/api\/leaderboard\/(personal\/[^/]+\/[^/?]+|[^/]+\/[^/?]+\?offset=0&length=1)$/;


runBench(DIST, async ({ origin, browser }) => {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript((user) => {
      for (const [key, value] of Object.entries(user)) localStorage.setItem(key, value);
    }, MOCK_USER);
    const page = await context.newPage();
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
      await route.continue();
    });
    let requests = 0;
    let inFlight = 0;
    let most = 0;
    let lastRequest = Date.now();
    page.on('request', (request) => {
      if (!GRID_REQUEST.test(request.url())) return;
      lastRequest = Date.now();
      requests += 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
    });
    const settle = (request: { url: () => string }) => {
      if (GRID_REQUEST.test(request.url())) inFlight -= 1;
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    const start = Date.now();
    await page.goto(`${origin}${PATH}`);
    // My records waits for the reader: it starts when scrolled to, as soon as it is there.
    await page.getByRole('button', { name: 'Show my records' }).scrollIntoViewIfNeeded();
    const grid = page.getByRole('table', { name: 'Your records on this campaign' });
    await grid.waitFor();
    await page.waitForFunction(() => {
      const table = document.querySelector('.records-table');
      return table !== null && table.querySelectorAll('.records-loading').length === 0 && document.querySelector('.records-progress') === null;
    }, undefined, { timeout: 60_000 });
    // Every player count in too (the Top column): the grid asks one after each ranked record, so wait for quiet.
    const rows = await grid.locator('tbody tr').count();
    while (inFlight > 0 || Date.now() - lastRequest < 300) {
      if (Date.now() - start > 60_000) throw new Error(`the grid did not finish: ${requests} requests, ${inFlight} in flight`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ms = Date.now() - start;
    times.push(ms);
    console.log(`run ${run + 1}: ${rows} maps in ${ms} ms from navigation; ${requests} grid requests, at most ${most} in flight`);
    await context.close();
  }
  console.log(`median time to the full grid with ${LATENCY_MS} ms per answer: ${median(times)} ms`);
});
