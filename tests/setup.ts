import '@testing-library/jest-dom/vitest';
import { appendFileSync } from 'node:fs';
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '../src/mocks/node';
import { setRateLimit, setScenario } from '../src/mocks/scenarios';
import { resetRateLimit } from '../src/mocks/rateLimit';
import { resetMockProfile } from '../src/mocks/handlers/session';
import { setApiForm } from '../src/mocks/apiForm';
// The app's freshness rule, as the boot loads it (src/data/cache/freshnessPolicy.ts): every test's query client follows it.
import '../src/data/cache/freshnessPolicy';
import { resetDriftReports } from '../src/api/driftReport';
import { setNotices } from '../src/lib/notices';
import { apiScheduler } from '../src/api/scheduler';

// jsdom lays nothing out and does not scroll (its window.scrollTo only reports "not implemented"): a page test reads
// where the app last asked to scroll in window.scrollY.
if (typeof window !== 'undefined') {
  let scrolledTo = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrolledTo });
  window.scrollTo = (first?: ScrollToOptions | number, second?: number) => {
    scrolledTo = typeof first === 'number' ? (second ?? 0) : (first?.top ?? scrolledTo);
  };
}

// Lazy page chunks load slowly on a busy CI machine: wait up to 5 s for what a person would see.
configure({ asyncUtilTimeout: 5000 });

// Unit and page tests fail on console.error: a React warning (act, keys, nesting), an error a page caught and
// logged. A test that expects one silences it itself (vi.spyOn(console, 'error').mockImplementation(...)).
// Files share their worker (isolate: false): the recorder is put on console once and found again by its marker.
// CONSOLE_ERRORS_LOG=<file> lists them in that file instead of failing (to survey a run).
const RECORDED = Symbol.for('tests.console-errors');
type Recorder = ((...args: unknown[]) => void) & { [RECORDED]?: string[] };
const installed = (console.error as Recorder)[RECORDED];
const consoleErrors: string[] = installed ?? [];
if (!installed) {
  const original = console.error.bind(console);
  const recorder: Recorder = (...args: unknown[]) => {
    consoleErrors.push(format(...args));
    original(...args);
  };
  recorder[RECORDED] = consoleErrors;
  console.error = recorder;
}
// Registered before the hook below, so it runs after it (after hooks run last-registered first): cleanup's unmount
// may log too.
// Known and to be fixed, each with where it shows: the gate stays on for everything else. None today.
const KNOWN_CONSOLE_ERRORS: { file: string; error: RegExp }[] = [];
afterEach((context) => {
  const file = context.task.file.name;
  const errors = consoleErrors
    .splice(0)
    .filter((error) => !KNOWN_CONSOLE_ERRORS.some((known) => known.file === file && known.error.test(error)));
  if (errors.length === 0) return;
  const log = process.env.CONSOLE_ERRORS_LOG;
  if (log) {
    appendFileSync(
      log,
      `${file} > ${context.task.name}\n${errors.map((error) => `  ${error.split('\n')[0] ?? ''}`).join('\n')}\n`,
    );
    return;
  }
  throw new Error(`console.error during the test:\n${errors.join('\n---\n')}`);
});

// Every request a test makes must be answered by the mocked API, never by the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  // A page's code still loading when the test ends (a lazy route a click opened, the header's search chunk) finishes
  // now, with nothing mounted to update: left pending, it could outlive the file and the worker, which then fails the
  // run on a loaded machine (EnvironmentTeardownError: Closing rpc while "fetch" was pending).
  await vi.dynamicImportSettled();
  server.resetHandlers();
  // Request counters a test attached must not outlive it, even when the test failed.
  server.events.removeAllListeners();
  localStorage.clear();
  setScenario('normal');
  setApiForm('2026');
  resetDriftReports();
  setRateLimit({});
  resetRateLimit();
  resetMockProfile();
  // The shell's notes (a dropped answer store, an update waiting) are module state: one a store test raised would show
  // on every page the next files render.
  setNotices({ storeDropped: false, reloadToUpdate: undefined });
  // The shared request queue remembers the last "requests remaining" an answer gave, and a 429 sets it to none: left
  // so, every later file's requests would go one at a time. The next test starts as after a fresh window.
  apiScheduler.noteRemaining(Number.MAX_SAFE_INTEGER);
  // Test files share a worker (isolate: false), so nothing a test switched on may reach the next file.
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

// The app's API drift reports (src/api/driftReport.ts) go to console.warn: the bent answers of many tests make them,
// so they are kept out of the run's output. DRIFT_LOG=<file> lists them in that file with the test that caused them
// (to survey which answers the decode reports on). A test that checks them spies on console.warn itself.
if (!(console.warn as { drift?: true }).drift) {
  const log = process.env.DRIFT_LOG;
  const original = console.warn.bind(console);
  const surveyed = Object.assign(
    (...args: unknown[]) => {
      const line = format(...args);
      if (!line.startsWith('[api-drift]')) original(...args);
      else if (log) appendFileSync(log, `${expect.getState().currentTestName ?? ''} ${line}\n`);
    },
    { drift: true as const },
  );
  console.warn = surveyed;
}
