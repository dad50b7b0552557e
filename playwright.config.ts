import { existsSync } from 'node:fs';
import { defineConfig, devices, chromium } from '@playwright/test';
import { TEST_NOW } from './tests/clock';

// E2E_PORT and E2E_DIST let several people run the suite side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';
// Debian's headless shell (package chromium-headless-shell) draws pages as Chromium does without the browser's own
// window and compositor, for less CPU (docs/decisions/011-test-runner-settings.md). The full browser (package
// chromium) does as well, only slower.
const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium where installed (its headless shell first), else Playwright's own browser; with neither, stop with the fix. */
function chromiumExecutable(): string | undefined {
  const debian = DEBIAN_CHROMIUMS.find((path) => existsSync(path));
  if (debian) return debian;
  if (existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    'No Chromium for the end-to-end tests. Install one: "apt-get install -y chromium-headless-shell" (Debian, gives ' +
      '/usr/bin/chromium-headless-shell), ' +
      'or "npx playwright install chromium" on a machine with internet access.',
  );
}

const executablePath = chromiumExecutable();
const launchOptions = { args: CHROMIUM_FLAGS, ...(executablePath ? { executablePath } : {}) };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI, where a busy machine can slow a page past a timeout; the retry says whether the test is flaky.
  retries: process.env.CI ? 1 : 0,
  // A test that passed only on its retry fails the run on CI: a flaky test is a bug to fix, not to pass.
  failOnFlakyTests: Boolean(process.env.CI),
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace is recorded on a failed test's retry (CI retries once), not for every test: that slowed the whole run
    // (docs/decisions/011-test-runner-settings.md). Locally: --trace retain-on-failure.
    trace: 'on-first-retry',
    // Times show in the browser's zone: UTC wherever the suite runs, Kolkata's in the zone project below.
    timezoneId: 'UTC',
    launchOptions,
    // The production build registers an offline worker, whose fetches page.route does not see: the walks run without
    // it; e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@zone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions },
    },
    // Walks run on the desktop; the phone runs what width changes: every route (axe and keyboard, e2e/routes.spec.ts),
    // the burger menu, sign-in and the hover popup. A walk that depends on the width gets { tag: '@phone' }.
    // A 390 px phone (Pixel 7's touch and scale, the width of the most common phones).
    {
      name: 'phone',
      grep: /@phone/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    // The dates and times a visitor reads, in a zone half an hour off UTC's hours (tests tagged { tag: '@zone' }).
    {
      name: 'zone',
      grep: /@zone/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        timezoneId: 'Asia/Kolkata',
        launchOptions,
      },
    },
  ],
  webServer: {
    // The production build (npm run build / npm run size made it) with the mocked API over HTTP.
    command: `tsx scripts/mock-server.ts ${DIST}`,
    url: `http://127.0.0.1:${PORT}/`,
    // The mocked API's data as at the moment every test's browser starts at (e2e/fixtures.ts).
    env: { PORT: String(PORT), MOCK_NOW: new Date(TEST_NOW).toISOString() },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
