// `npx tsx scripts/bench-leaderboard.ts [dist]`: how long a Load more takes, from the click to the new rows painted,
// on a map leaderboard that already shows 500 rows. Serves the production build with the mocked API (as e2e does),
// opens a leaderboard in Debian's Chromium, loads 500 rows, then times further Load more clicks inside the page
// (performance.now() at the click, a MutationObserver for the rows, then two animation frames for the paint).
import { median, runBench } from './bench-kit';

const DIST = process.argv[2] ?? 'dist';
const RUNS = 9;
const TARGET_ROWS = 500;
// The stunt demo map: 8,000 positions, so 500 rows and the timed pages all exist.
const PATH = '/#/leaderboard/StuntDemoMapUid0000000001';

runBench(DIST, async ({ origin, browser }) => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.goto(`${origin}${PATH}`);
  const rows = page.getByRole('table', { name: 'Positions' }).locator('tbody tr');
  const loadMore = page.getByRole('button', { name: 'Load more' });
  while ((await rows.count()) < TARGET_ROWS) {
    const before = await rows.count();
    await loadMore.click();
    await page.waitForFunction((n) => document.querySelectorAll('.positions-table tbody tr').length > n, before);
  }
  // Every timed click asks the API for a range it has not fetched: the figure includes the request, as a user sees it.
  const times: number[] = [];
  const networkTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.getByRole('button', { name: 'Load more' }).waitFor({ state: 'visible' });
    await page.waitForFunction(() => !document.querySelector('button[aria-busy="true"]'));
    const [ms, network] = await page.evaluate(
      () =>
        new Promise<[number, number]>((resolve) => {
          const body = document.querySelector('.positions-table tbody');
          const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Load more');
          if (!body || !button) throw new Error('no table or button');
          const before = body.children.length;
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (body.children.length <= before) return;
            observer.disconnect();
            // Two frames: the first runs after layout of the new rows, the second after they were painted.
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const request = performance
                  .getEntriesByType('resource')
                  .filter((entry) => entry.name.includes('/api/leaderboard/'))
                  .at(-1);
                resolve([performance.now() - start, request ? request.duration : NaN]);
              }),
            );
          });
          observer.observe(body, { childList: true });
          button.click();
        }),
    );
    times.push(ms);
    networkTimes.push(network);
    console.log(
      `run ${run + 1}: ${ms.toFixed(1)} ms, of which the request ${network.toFixed(1)} ms (${await rows.count()} rows)`,
    );
  }
  console.log(
    `median Load more to painted rows with ${TARGET_ROWS}+ rows shown: ${median(times).toFixed(1)} ms (request alone: ${median(networkTimes).toFixed(1)} ms)`,
  );
});
