import { availableParallelism } from 'node:os';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { mockLoginPage } from './src/mocks/loginPage.ts';
import { PROXIED_PREFIXES, UPSTREAM_ORIGIN, USER_AGENT } from './server/headers.ts';
import { driftReportReceiver } from './server/reportPlugin.ts';
import { chunkGroups } from './scripts/chunks.ts';
import { OTHER_TIME_ZONES } from './tests/timeZones.ts';
import { eagerCompile } from './scripts/compileHint.ts';
import { firstViewReport } from './scripts/firstViewReport.ts';
import { purgeUnusedCss } from './scripts/purgeCss.ts';
import { earlyScript } from './scripts/earlyScript.ts';
import { SHARED_CHUNK, sharedPrefetch } from './scripts/sharedPrefetch.ts';

/** The files the first view loads before any page can be opened: the entry, its styles, the app's start. */
const FIRST_VIEW_FILE = /(^|\/)(index|common|preload|rolldown-runtime)-[\w-]+\.(js|css)$/;

// Modes:
//   development (npm run dev)      mocked API in the browser (msw service worker)
//   live        (npm run dev:live) real API through the proxy below
//   production  (npm run build)    same-origin /api, no mock code
//   demo        (npm run build:demo) production bundle with the mocked API, for static hosting

/** The tests of dates and times a person reads: run again in each of OTHER_TIME_ZONES (see test.projects). */
const TIME_ZONE_TESTS = {
  node: [
    'timeValue',
    'parisTime',
    'parisTimeSurvivors',
    'recordChanges',
    'recordChangesEdges',
    'cotdChart',
    'following',
    'followingRules',
    'trophyChart',
  ]
    .map((name) => `tests/lib/${name}.test.ts`)
    .concat('tests/pages/player/timeAxis.test.ts'),
  dom: ['tests/components/TimeDisplay.test.tsx', 'tests/app/shellNotes.test.tsx', 'tests/pages/readerZone.test.tsx'],
};

/** Test files that replace modules with vi.mock (see test.projects). */
const ISOLATED_TESTS = 'tests/**/*.isolated.test.{ts,tsx}';
/** Test folders whose code under test draws nothing: they run in Node's own environment (see `projects` below). */
const NODE_TESTS = ['lib', 'api', 'data', 'server', 'build', 'docs', 'styles', 'mocks']
  .map((folder) => `tests/${folder}/**/*.test.{ts,tsx}`)
  .concat('tests/readme.test.ts');

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
        handle(
          req.url,
          (html) => {
            res.setHeader('Content-Type', 'text/html');
            res.end(html);
          },
          next,
        );
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        handle(
          req.url,
          (html) => {
            res.setHeader('Content-Type', 'text/html');
            res.end(html);
          },
          next,
        );
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

/**
 * The offline worker and web app manifest of production builds (vite-plugin-pwa with Workbox's generateSW): every
 * file of the build is precached, so the site opens with no network; a new release waits until the visitor chooses
 * to reload (src/app/pwa.ts shows the prompt), never swapping the code under an open page. The worker is a file of
 * its own (sw.js, no inline script) and the servers send it and the manifest with no-cache (server/headers.ts).
 */
function offlineWorker(): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    // Registered by src/app/pwa.ts after the boot, through workbox-window: no script is added to index.html.
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      name: 'Trackmania.io',
      short_name: 'Trackmania.io',
      description:
        'Trackmania statistics: Track of the Day, Cup of the Day, leaderboards, players, clubs, rooms, events and matches.',
      start_url: './#/totd',
      scope: './',
      display: 'standalone',
      background_color: '#14161a',
      theme_color: '#14161a',
      icons: [
        { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // Hashed names change with their content: no revision query needed.
      dontCacheBustURLsMatching: /^assets\//,
      // The page is one document: any navigation opens it from the cache, except the site's API and images, whose
      // sign-in page under /api is the real site's.
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/img(\/|$)/],
      cleanupOutdatedCaches: true,
    },
  });
}

/**
 * The build's version, named in the app's API drift reports: APP_VERSION when the deployment sets it, else the
 * package's version and, in a git checkout, its commit.
 */
function appVersion(): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return commit ? `${version}+${commit}` : version;
  } catch {
    return version;
  }
}

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mocks = env.VITE_MOCKS === 'true';
  return {
    base: './',
    plugins: [
      react(),
      driftReportReceiver(),
      ...(mocks ? [mockLoginServer()] : [dropMockWorker()]),
      // Production builds only: the dev server and the demo build keep the mock worker (msw) as their worker.
      ...(command === 'build' && mode === 'production' && !mocks ? offlineWorker() : []),
      ...(process.env.SIZE_MODULES ? [firstViewReport()] : []),
      // Each chunk is compiled whole as it loads, not function by function on the main thread (scripts/compileHint.ts).
      eagerCompile(),
      // /early.js, the opening page's first request, built from src/app/early/ (scripts/earlyScript.ts).
      earlyScript(),
      // The chunks most pages share, fetched once the first view is idle (scripts/sharedPrefetch.ts).
      sharedPrefetch(),
    ],
    define: { __APP_VERSION__: JSON.stringify(appVersion()) },
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      manifest: true,
      sourcemap: false,
      // Every browser the site supports knows <link rel="modulepreload">: the polyfill would only cost boot time.
      // A page's import() lists the files to preload with it; the first view's own files are loaded before any page
      // is opened, and the shared chunks are prefetched after it (scripts/sharedPrefetch.ts), so naming them in every
      // list only weighs on the first view (docs/decisions/025).
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'html' ? deps : deps.filter((dep) => !FIRST_VIEW_FILE.test(dep) && !SHARED_CHUNK.test(dep)),
      },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // By default every set of pages sharing a module gets its own chunk: twenty small files for the player page,
            // each a request over a phone's slow connection. Instead the code goes by folder (scripts/chunks.ts):
            // "common" with the app for what the first view runs, a chunk per page area, per folder of src/ and per
            // package for the rest, so a page needs its own chunk and a few shared ones, and no file's name decides.
            groups: chunkGroups,
          },
        },
      },
    },
    css: {
      // Builds ship only the selectors the site uses (scripts/purgeCss.ts); the dev server keeps them all.
      postcss: { plugins: command === 'build' ? [purgeUnusedCss()] : [] },
      preprocessorOptions: {
        scss: { silenceDeprecations: ['if-function'] },
      },
    },
    test: {
      environment: 'jsdom',
      // clockSetup first: Date starts at TEST_NOW (tests/clock.ts) before the mocked API's modules load.
      setupFiles: ['tests/clockSetup.ts', 'tests/setup.ts'],
      globalSetup: ['tests/timeZoneSetup.ts'],
      restoreMocks: true,
      testTimeout: 15_000,
      // Vitest leaves one core free by default, which on a two-core machine means one worker: use them all.
      pool: 'threads',
      maxWorkers: availableParallelism(),
      // Files share their workers' module cache (isolate: false), which is what keeps the suite fast; a file that
      // replaces a module with vi.mock would then see the real one another file loaded first, so such files are
      // named *.isolated.test.tsx and get modules of their own.
      // The tests of the code that draws nothing (lib, api, the server, the mocks, the build) run without a DOM, whose
      // setup every file would pay (docs/decisions/011-test-runner-settings.md).
      // A file there that needs a document says so in its first line: // @vitest-environment jsdom
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            isolate: false,
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: [...configDefaults.exclude, ISOLATED_TESTS, ...NODE_TESTS],
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            isolate: false,
            environment: 'node',
            // Node lacks two browser globals the API client reads (localStorage, location): tests/api/nodeGlobals.ts,
            // after the shared setup files above (the project's list extends theirs).
            setupFiles: ['tests/api/nodeGlobals.ts'],
            include: NODE_TESTS,
            exclude: [...configDefaults.exclude, ISOLATED_TESTS],
          },
        },
        { extends: true, test: { name: 'isolated', isolate: true, include: [ISOLATED_TESTS] } },
        // The date and time tests again in zones other than UTC. A worker thread cannot change its process's zone
        // (tests/timeZoneSetup.ts pins UTC for all of them): these run in forked processes, each in its own zone.
        ...OTHER_TIME_ZONES.flatMap((zone): TestProjectInlineConfiguration[] => [
          {
            extends: true,
            test: {
              name: `${zone} node`,
              pool: 'forks',
              isolate: false,
              environment: 'node',
              setupFiles: ['tests/api/nodeGlobals.ts'],
              include: TIME_ZONE_TESTS.node,
              env: { TEST_TIME_ZONE: zone },
            },
          },
          {
            extends: true,
            test: {
              name: `${zone} dom`,
              pool: 'forks',
              isolate: false,
              include: TIME_ZONE_TESTS.dom,
              env: { TEST_TIME_ZONE: zone },
            },
          },
        ]),
      ],
    },
    server: {
      port: 5173,
      proxy:
        mode === 'live'
          ? Object.fromEntries(
              PROXIED_PREFIXES.map((prefix) => [
                prefix,
                {
                  target: UPSTREAM_ORIGIN,
                  changeOrigin: true,
                  headers: { 'User-Agent': USER_AGENT },
                },
              ]),
            )
          : undefined,
    },
  };
});
