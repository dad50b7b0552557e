// The return visit: how long after navigating to /#/totd the first row of the Track of the Day table shows, on a
// first visit (cold: nothing cached) and on the next visit in the same browser profile (warm: HTTP cache, and in
// builds that have them the offline worker's precache and the answers kept in IndexedDB), with every API answer taking
// 100 ms (BENCH_LATENCY_MS to change; BENCH_RUNS runs, 5 by default). Serves a built site with the mocked API (as e2e does) and drives Debian's Chromium.
//   npx vite build --outDir dist-bench && npx tsx scripts/bench-warm.ts dist-bench
import type { BrowserContext } from '@playwright/test';
import { storedAnswerCount } from '../e2e/answerStore';
import { median, runBench } from './bench-kit';

const DIST = process.argv[2] ?? 'dist';
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 100);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PATH = '/#/totd';

/**
 * Records, in the page, the time since navigation start at which the table's first row was added. A string: tsx
 * would wrap a function's inner functions in a helper the page does not have.
 */
const WATCH_FIRST_ROW = `
new MutationObserver((records, observer) => {
  if (document.querySelector('table tbody tr > *')) {
    window.firstRowAt = window.firstRowAt ?? performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true });
`;

interface Visit {
  /** ms from navigation start to the first row. */
  firstRow: number;
  /** Whether the month's answer had not arrived yet when the first row showed (it came from the store). */
  fromStore: boolean;
}

async function visit(context: BrowserContext, origin: string): Promise<Visit> {
  const page = await context.newPage();
  await page.goto(`${origin}${PATH}`);
  await page.waitForFunction(() => (window as unknown as { firstRowAt?: number }).firstRowAt !== undefined, undefined, {
    timeout: 30_000,
  });
  const { at, answered } = await page.evaluate(() => {
    const month = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/totd/0')) as
      PerformanceResourceTiming | undefined;
    return { at: (window as unknown as { firstRowAt: number }).firstRowAt, answered: month?.responseEnd };
  });
  await page.close();
  return { firstRow: Math.round(at), fromStore: answered === undefined || answered > at };
}

/** Waits until what a visit leaves behind is in place: the offline worker active, the answers saved. */
async function settle(context: BrowserContext, origin: string): Promise<{ worker: boolean; stored: number }> {
  const page = await context.newPage();
  await page.goto(`${origin}/#/privacy`);
  const worker = await page.evaluate(async () => {
    const registered = (await navigator.serviceWorker.getRegistration()) !== undefined;
    if (registered) await navigator.serviceWorker.ready;
    return registered;
  });
  const stored = await page.evaluate(storedAnswerCount);
  await page.close();
  return { worker, stored };
}

runBench(DIST, async ({ origin, browser }) => {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: 'allow' });
    // The context's route sees the requests of the page and of its worker alike.
    await context.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
      await route.continue();
    });
    await context.addInitScript(WATCH_FIRST_ROW);
    cold.push((await visit(context, origin)).firstRow);
    // The answers are saved a second after the cache last changed.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const left = await settle(context, origin);
    const again = await visit(context, origin);
    warm.push(again.firstRow);
    console.log(
      `run ${run + 1}: first row ${cold.at(-1)} ms cold, ${again.firstRow} ms warm ` +
        `(worker: ${left.worker ? 'yes' : 'no'}, answers stored: ${left.stored}, warm rows drawn from ${again.fromStore ? 'the store' : 'the network'})`,
    );
    await context.close();
  }
  console.log(
    `median time from navigation to the first Track of the Day row, ${LATENCY_MS} ms per API answer: cold ${median(cold)} ms, warm ${median(warm)} ms`,
  );
});
