import { availableParallelism } from 'node:os';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { mockLoginPage } from './src/mocks/loginPage.ts';
import { PROXIED_PREFIXES, UPSTREAM_ORIGIN, USER_AGENT } from './server/headers.ts';

// Modes:
//   development (npm run dev)      mocked API in the browser (msw service worker)
//   live        (npm run dev:live) real API through the proxy below
//   production  (npm run build)    same-origin /api, no mock code
//   demo        (npm run build:demo) production bundle with the mocked API, for static hosting

/** Test files that replace modules with vi.mock (see test.projects). */
const ISOLATED_TESTS = 'tests/**/*.isolated.test.{ts,tsx}';

/** Serves the mocked login popup at /api/user/auth: the service worker never sees navigations. */
function mockLoginServer(): Plugin {
  const handle = (url: string | undefined, send: (html: string) => void, next: () => void) => {
    if (url?.split('?')[0] === '/api/user/auth') send(mockLoginPage());
    else next();
  };
  return {
    name: 'mock-login-page',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        handle(req.url, (html) => { res.setHeader('Content-Type', 'text/html'); res.end(html); }, next);
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        handle(req.url, (html) => { res.setHeader('Content-Type', 'text/html'); res.end(html); }, next);
      });
    },
    generateBundle() {
      // Static hosting of the demo build: /api/user/auth/ resolves to this file.
      this.emitFile({ type: 'asset', fileName: 'api/user/auth/index.html', source: mockLoginPage() });
    },
  };
}

/** public/ holds the mock service worker for dev and demo; a build without mocks must not ship it. */
function dropMockWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

const COMMON_MODULES = /\/src\/(components|lib)\/|\/node_modules\/(@tanstack\/react-query|dayjs)\//;
const PAGE_FAMILY_WIDGETS = /\/src\/(components\/(DivisionIcon|TabNav|TimeDisplay)|lib\/timeValue)\.|\/node_modules\/dayjs\//;
/** The request queue of fan-outs and its wait note: several pages use them, the first view never. */
const FAN_OUT = /\/src\/(components\/RateLimitNote|api\/scheduler)\./;
/**
 * The paged, searchable lists' parts, the matchmaking, records and following rules, and the query hooks of lists and
 * grids (infinite queries, useQueries): many pages use them, the first view none (it reads only the followed ids).
 */
const LIST_WIDGETS =
  /\/src\/(components\/(SearchBox|SearchedList|FactTable|LoadMoreButton|PagedListFoot|useSearchParam|UnreadNote|useDebouncedValue)|lib\/(matchmaking|mergeByKey|records|following|followingChanges|followingTransfer|useFollowing))\.|\/@tanstack\/(react-query\/build\/modern\/(useQueries|useInfiniteQuery)|query-core\/build\/modern\/(queriesObserver|infiniteQueryObserver))\./;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mocks = env.VITE_MOCKS === 'true';
  return {
    base: './',
    plugins: [react(), ...(mocks ? [mockLoginServer()] : [dropMockWorker()])],
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      manifest: true,
      sourcemap: false,
      // Every browser the site supports knows <link rel="modulepreload">: the polyfill would only cost boot time.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // By default every set of pages sharing a module gets its own chunk, so opening the player page meant
            // twenty small files, each a request over a phone's slow connection (six at a time). The components,
            // helpers and query hooks that at least four pages use go in one chunk that loads with the app instead;
            // a page then needs its own chunk and a few shared ones.
            // Widgets the first view (Track of the Day) does not use go to a second shared chunk, "widgets", loaded by
            // the pages that need them: times with dayjs and its relative-time plugin, division shields, tab bars; and
            // to "lists": search boxes, Load more, merged pages, matchmaking ranks; and to "fanout": the request queue.
            groups: [
              { name: 'common', test: (id: string) => COMMON_MODULES.test(id) && !PAGE_FAMILY_WIDGETS.test(id) && !LIST_WIDGETS.test(id) && !FAN_OUT.test(id), minShareCount: 4 },
              { name: 'widgets', test: PAGE_FAMILY_WIDGETS, minShareCount: 4 },
              // Only the modules named: by default a group takes in what they import too, which would pull shared
              // modules of the first view (the client, the session) out of "common" into this chunk.
              { name: 'lists', test: LIST_WIDGETS, minShareCount: 4, includeDependenciesRecursively: false },
              { name: 'fanout', test: FAN_OUT, minShareCount: 2, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
    css: {
      preprocessorOptions: {
        scss: { silenceDeprecations: ['if-function'] },
      },
    },
    test: {
      environment: 'jsdom',
      // clockSetup first: Date starts at TEST_NOW (tests/clock.ts) before the mocked API's modules load.
      setupFiles: ['tests/clockSetup.ts', 'tests/setup.ts'],
      restoreMocks: true,
      testTimeout: 15_000,
      // Vitest leaves one core free by default, which on a two-core machine means one worker: use them all.
      pool: 'threads',
      maxWorkers: availableParallelism(),
      // Files share their workers' module cache (isolate: false), which is what keeps the suite fast; a file that
      // replaces a module with vi.mock would then see the real one another file loaded first, so such files are
      // named *.isolated.test.tsx and get modules of their own.
      projects: [
        { extends: true, test: { name: 'shared', isolate: false, include: ['tests/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ISOLATED_TESTS] } },
        { extends: true, test: { name: 'isolated', isolate: true, include: [ISOLATED_TESTS] } },
      ],
    },
    server: {
      port: 5173,
      proxy: mode === 'live'
        ? Object.fromEntries(PROXIED_PREFIXES.map((prefix) => [prefix, {
          target: UPSTREAM_ORIGIN,
          changeOrigin: true,
          headers: { 'User-Agent': USER_AGENT },
        }]))
        : undefined,
    },
  };
});
