// `npx tsx scripts/bench-following.ts <dist>`: the Following page with 20 followed players when every API answer takes
// 100 ms: the time to the full table, the requests of a cold visit (nothing cached) and of a warm one (back to the
// page in the same session), and the most in flight at once (the shared scheduler's cap is 3). Serves the production
// build with the mocked API (as e2e does) and drives Debian's Chromium.
import { mockPlayer } from '../src/mocks/data/players';
import { median, runBench } from './bench-kit';

const DIST = process.argv[2] ?? 'dist';
const LATENCY_MS = 100;
const RUNS = Number(process.env.RUNS ?? 3);
const PLAYERS = 20;
const PLAYER_REQUEST = /\/api\/player\//;

runBench(DIST, async ({ origin, browser }) => {
  const stored = JSON.stringify({
    version: 1,
    players: Array.from({ length: PLAYERS }, (_, n) => ({ id: mockPlayer(n).id, addedAt: n })),
    snapshots: {},
  });
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript((value) => {
      if (!localStorage.getItem('following')) localStorage.setItem('following', value);
    }, stored);
    const page = await context.newPage();
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
      await route.continue();
    });
    const urls: string[] = [];
    let requests = 0;
    let inFlight = 0;
    let most = 0;
    page.on('request', (request) => {
      if (!PLAYER_REQUEST.test(request.url())) return;
      requests += 1;
      urls.push(request.url().replace(origin, ''));
      inFlight += 1;
      most = Math.max(most, inFlight);
    });
    const settle = (request: { url: () => string }) => {
      if (PLAYER_REQUEST.test(request.url())) inFlight -= 1;
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    const start = Date.now();
    await page.goto(`${origin}/#/following`);
    await page.getByText(`${PLAYERS} players`, { exact: true }).waitFor({ timeout: 60_000 });
    const ms = Date.now() - start;
    times.push(ms);
    const cold = requests;
    // A warm visit: another page, then back, in the same session (answers are fresh for 5 minutes).
    await page.goto(`${origin}/#/totd`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${origin}/#/following`);
    await page.getByText(`${PLAYERS} players`, { exact: true }).waitFor({ timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    console.log(
      `run ${run + 1}: full table of ${PLAYERS} in ${ms} ms from navigation; cold ${cold} player requests, at most ${most} in flight; warm ${requests - cold}${requests > cold ? ` (${urls.slice(cold).join(', ')})` : ''}`,
    );
    await context.close();
  }
  console.log(`median time to the full table with ${LATENCY_MS} ms per answer: ${median(times)} ms`);
});
