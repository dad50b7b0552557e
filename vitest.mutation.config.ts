// The vitest configuration of mutation runs (npm run mutation, stryker.config.json): only the tests that exercise
// src/lib and src/api directly. Stryker runs the tests covering each mutant once per mutant, so the page tests (slow
// to render, and not where a rule of src/lib or src/api is best pinned down) stay out, and jsdom only loads for the
// files that need a browser (storage, rendering, the mocked API through msw). The full suite is vite.config.ts's.
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Test files that need a DOM: localStorage, rendering, or the mocked API that tests/setup.ts starts. */
const DOM_TESTS = [
  'tests/api/**/*.test.tsx',
  'tests/lib/following.test.ts',
  'tests/lib/followingStorage.test.ts',
  'tests/lib/followedIds.test.ts',
  'tests/lib/recentPages.test.ts',
  'tests/lib/recordChangesStore.test.ts',
  'tests/lib/storageAnswers.test.ts',
  'tests/app/pageView.test.ts',
  'tests/app/pageViewEdges.test.ts',
  // A new test of src/lib that needs a document or a storage: named *.dom.test.ts (first line: // @vitest-environment jsdom).
  'tests/lib/**/*.dom.test.ts',
];

/** The pure rules of src/lib, and a page's paging that reads src/lib/leaderboard.ts: plain Node is enough. */
const NODE_TESTS = ['tests/lib/**/*.test.ts', 'tests/pages/campaign/rankingPaging.test.ts'];

/**
 * The API's tests, and the freshness policy's (its paths, and the query factories' meta it reads): the mocked API
 * (msw) and tests/setup.ts in plain Node, with a stand-in localStorage.
 */
const API_TESTS = ['tests/api/**/*.test.ts', 'tests/server/answerFreshness.test.ts'];

/**
 * Left out of mutation runs: the schema fingerprint reads the code of the schemas' transforms, which Stryker rewrites
 * (every function body carries its mutant switches), so it fails on the unmutated code and stops the run. It pins no
 * rule a mutant could break: what the schemas decode is pinned by the schema tests.
 */
const NOT_IN_MUTATION_RUNS = ['tests/api/schemaVersion.test.ts'];

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('mutation') },
  test: {
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 15_000,
    // One worker: Stryker runs its own processes (concurrency in stryker.config.json) and each runs one test at a time.
    pool: 'threads',
    maxWorkers: 1,
    // Files share their worker's modules, as in the full suite (vite.config.ts): what keeps each mutant's run short.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'mutation-node',
          environment: 'node',
          // The fixed clock (tests/clock.ts) before anything loads: the rules that read "now" stay date-independent.
          setupFiles: ['tests/clockSetup.ts'],
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, ...DOM_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'mutation-api',
          environment: 'node',
          setupFiles: ['tests/clockSetup.ts', 'tests/api/nodeGlobals.ts', 'tests/setup.ts'],
          include: API_TESTS,
          exclude: [...configDefaults.exclude, ...DOM_TESTS, ...NOT_IN_MUTATION_RUNS],
        },
      },
      {
        extends: true,
        test: {
          name: 'mutation-dom',
          environment: 'jsdom',
          // As in the full suite: the clock first, then the mocked API, the console-error gate and the resets.
          setupFiles: ['tests/clockSetup.ts', 'tests/setup.ts'],
          include: DOM_TESTS,
        },
      },
    ],
  },
});
