// `npm run bench:records`: what a signed-in player waits for on /records (its first section, the seasonal campaign's
// 25 maps) under the mocked API's rate limit of 40 requests a minute (the real API's order of magnitude), each answer
// taking 100 ms: a cold visit (a fresh profile: nothing kept) and a warm one (a new tab of the same browser a moment
// later, within the few minutes the player's own records stay fresh). For each: the API requests, those refused
// (429), the most in flight at once (all, and of the player's own records), the time until every record is shown and
// the time until the page is quiet (the player counts in). Serves the production build with the mocked API (as e2e
// does, one server per run so each starts with a whole minute's allowance) and drives Debian's Chromium.
import { chromium, type Browser, type BrowserContext, type Request } from '@playwright/test';
import { MOCK_USER } from '../src/mocks/data/mockUser';
import { RATE_LIMIT_HEADER } from '../src/mocks/rateLimit';
import { SCENARIO_HEADER } from '../src/mocks/scenarios';
import { median } from './bench-kit';
import { serveMocked } from './serve-mocked';

const DIST = process.argv[2] ?? 'dist';
const LATENCY_MS = 100;
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const PATH = '/#/records';
const RATE_LIMIT = 'limit=40;window=60';
/** A cold visit waits up to a minute for the allowance to come back: give it three. */
const TIMEOUT_MS = 180_000;
/** Quiet this long with nothing in flight: the page is done. */
const QUIET_MS = 500;
const PERSONAL = /\/api\/leaderboard\/personal\//;

interface Visit {
  requests: number;
  refused: number;
  mostInFlight: number;
  mostPersonalInFlight: number;
  /** From navigation to every record shown. */
  recordsMs: number;
  /** From navigation to the last API answer. */
  quietMs: number;
}

/** When the mocked API's current window resets (ms since the epoch), from the last X-Ratelimit-Reset seen. */
const allowance = { resetsAt: 0 };

/**
 * Opens /records in a new tab of `context` and measures it until it is quiet: nothing in flight for a moment, and no
 * wait for the rate limit pending (a refused request is asked again once the window resets: the scheduler's, and a
 * page's own on its retry).
 */
async function visit(context: BrowserContext, origin: string): Promise<Visit> {
  const page = await context.newPage();
  const seen = {
    requests: 0,
    refused: 0,
    inFlight: 0,
    personal: 0,
    mostInFlight: 0,
    mostPersonalInFlight: 0,
    last: Date.now(),
    holdUntil: 0,
  };
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (!isApi(request)) return;
    seen.requests += 1;
    seen.inFlight += 1;
    if (PERSONAL.test(request.url())) seen.personal += 1;
    seen.mostInFlight = Math.max(seen.mostInFlight, seen.inFlight);
    seen.mostPersonalInFlight = Math.max(seen.mostPersonalInFlight, seen.personal);
    seen.last = Date.now();
  });
  page.on('response', (response) => {
    if (!isApi(response.request())) return;
    const reset = Number(response.headers()['x-ratelimit-reset']);
    if (Number.isFinite(reset) && reset > 0) allowance.resetsAt = Date.now() + reset * 1000;
    if (response.status() !== 429) return;
    seen.refused += 1;
    seen.holdUntil = Math.max(seen.holdUntil, allowance.resetsAt + 2000);
  });
  const done = (request: Request) => {
    if (!isApi(request)) return;
    seen.inFlight -= 1;
    if (PERSONAL.test(request.url())) seen.personal -= 1;
    seen.last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const start = Date.now();
  await page.goto(`${origin}${PATH}`);
  await page.getByRole('table', { name: /^Your records on / }).waitFor({ timeout: TIMEOUT_MS });
  await page.waitForFunction(
    () => {
      const table = document.querySelector('.records-table');
      return (
        table !== null &&
        table.querySelectorAll('.records-loading').length === 0 &&
        document.querySelector('.records-progress') === null
      );
    },
    undefined,
    { timeout: TIMEOUT_MS, polling: 50 },
  );
  const recordsMs = Date.now() - start;
  while (seen.inFlight > 0 || Date.now() - seen.last < QUIET_MS || Date.now() < seen.holdUntil) {
    if (Date.now() - start > TIMEOUT_MS)
      throw new Error(`/records did not settle: ${String(seen.requests)} requests, ${String(seen.inFlight)} in flight`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await page.close();
  return { ...seen, recordsMs, quietMs: seen.last - start };
}

const line = (label: string, v: Visit) =>
  `${label}: ${String(v.requests)} API requests (${String(v.refused)} refused with 429), at most ${String(v.mostInFlight)} in flight ` +
  `(${String(v.mostPersonalInFlight)} of the player's own); every record shown after ${(v.recordsMs / 1000).toFixed(1)} s, ` +
  `the last answer after ${(v.quietMs / 1000).toFixed(1)} s`;

async function run(browser: Browser, index: number): Promise<[Visit, Visit]> {
  const { origin, stop } = await serveMocked(DIST);
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: { [SCENARIO_HEADER]: 'ratelimit', [RATE_LIMIT_HEADER]: RATE_LIMIT },
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript((user) => {
      for (const [key, value] of Object.entries(user)) localStorage.setItem(key, value);
    }, MOCK_USER);
    await context.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
      await route.continue();
    });
    const cold = await visit(context, origin);
    // The new tab comes a moment after the cold one is done (the answer store saves a second after the last change),
    // within the few minutes the player's own records stay fresh; what is left of the API's window is what it has.
    const coldEnded = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = ((Date.now() - coldEnded + cold.quietMs) / 1000).toFixed(0);
    const warm = await visit(context, origin);
    console.log(
      `run ${String(index + 1)}\n  ${line('cold', cold)}\n  ${line(`warm (a new tab, ${after} s after the cold one opened)`, warm)}`,
    );
    return [cold, warm];
  } finally {
    await context.close();
    stop();
  }
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const visits: [Visit, Visit][] = [];
  try {
    for (let index = 0; index < RUNS; index += 1) visits.push(await run(browser, index));
  } finally {
    await browser.close();
  }
  const seconds = (values: number[]) => `${(median(values) / 1000).toFixed(1)} s`;
  for (const [label, at] of [
    ['cold', 0],
    ['warm', 1],
  ] as const) {
    const of = visits.map((pair) => pair[at]);
    console.log(
      `median ${label} of ${String(RUNS)} (${RATE_LIMIT}, ${String(LATENCY_MS)} ms per answer): ${String(median(of.map((v) => v.requests)))} requests, ` +
        `every record shown after ${seconds(of.map((v) => v.recordsMs))}, the last answer after ${seconds(of.map((v) => v.quietMs))}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
