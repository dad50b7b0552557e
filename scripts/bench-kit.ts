// What the browser benches share: the built site served with the mocked API, Debian's Chromium, the median of the
// runs, and the teardown (browser closed, server stopped, a failure reported with a non-zero exit code).
import { chromium, type Browser } from '@playwright/test';
import { serveMocked } from './serve-mocked';

/** The middle value of the runs (the upper middle for an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Serves `dist` with the mocked API, runs `bench` with Chromium, and always stops both. */
export function runBench(dist: string, bench: (site: { origin: string; browser: Browser }) => Promise<void>): void {
  const run = async () => {
    const { origin, stop } = await serveMocked(dist);
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      await bench({ origin, browser });
    } finally {
      await browser.close();
      stop();
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
