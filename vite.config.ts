import { availableParallelism } from 'node:os';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, type Plugin, type Rolldown } from 'vite';
type ChunkingContext = Rolldown.ChunkingContext;
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { mockLoginPage } from './src/mocks/loginPage.ts';
import { PROXIED_PREFIXES, UPSTREAM_ORIGIN, USER_AGENT } from './server/headers.ts';
import { driftReportReceiver } from './server/reportPlugin.ts';

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

/**
 * React Router's package exports its development build to every bundler (it has no "production" condition); the
 * production build differs only in leaving out the developer warnings, which a release build has no use for.
 */
const routerBuild = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const PRODUCTION_ROUTER = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];

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
      description: 'Trackmania statistics: Track of the Day, Cup of the Day, leaderboards, players, clubs, rooms, events and matches.',
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
 * `SIZE_MODULES=1 npm run size`: what each chunk of the first view holds, module by module: each module's code as the
 * bundler renders it, before minifying and compressing (a measure of weight, not of bytes sent). Then the first view
 * by package: each chunk's gzip size shared among its modules by their rendered sizes (an estimate: gzip does not
 * split by module).
 */
function firstViewReport(): Plugin {
  return {
    name: 'first-view-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const roots = chunks.filter((chunk) => chunk.isEntry || (chunk.facadeModuleId !== null && FIRST_VIEW_ROOTS.includes(chunk.facadeModuleId)));
      const seen = new Set<string>();
      const queue = roots.map((chunk) => chunk.fileName);
      for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
        if (seen.has(file)) continue;
        seen.add(file);
        queue.push(...(byName.get(file)?.imports ?? []));
      }
      const byPackage = new Map<string, number>();
      for (const file of seen) {
        const chunk = byName.get(file);
        if (!chunk) continue;
        const modules = Object.entries(chunk.modules).filter(([, info]) => info.renderedLength > 0).sort(([, a], [, b]) => b.renderedLength - a.renderedLength);
        console.log(`\n${file}: ${(chunk.code.length / 1024).toFixed(1)} KB minified, ${modules.length} modules (rendered sizes):`);
        const rendered = modules.reduce((sum, [, info]) => sum + info.renderedLength, 0);
        const gzipped = gzipSync(chunk.code).length;
        for (const [id, info] of modules) {
          const name = id.replace(/^.*\/node_modules\//, '').replace(`${process.cwd()}/`, '');
          console.log(`  ${(info.renderedLength / 1024).toFixed(1).padStart(7)} KB  ${name}`);
          // A package (@scope/name or name), or the app's folder (src/app, src/components, …).
          const group = id.includes('/node_modules/') ? (/^(@[^/]+\/[^/]+|[^/]+)/.exec(name)?.[1] ?? name) : name.split('/').slice(0, 2).join('/');
          byPackage.set(group, (byPackage.get(group) ?? 0) + (gzipped * info.renderedLength) / rendered);
        }
      }
      console.log('\nFirst view by package (gzip, estimated):');
      for (const [group, bytes] of [...byPackage].sort(([, a], [, b]) => b - a)) {
        console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${group}`);
      }
    },
  };
}

/** What the first view of /#/totd runs: the app's entry and the Track of the Day page (scripts/size.ts measures it). */
const FIRST_VIEW_ROOTS = ['src/main.tsx', 'src/pages/totd/TotdPage.tsx'].map((file) => resolve(file));
const firstViewCache = new WeakMap<object, Set<string>>();

/** The modules the first view imports statically (its code), found once per chunking pass. */
function firstViewModules(ctx: ChunkingContext): Set<string> {
  const roots = FIRST_VIEW_ROOTS.map((id) => ctx.getModuleInfo(id));
  const key = roots[0];
  const cached = key ? firstViewCache.get(key) : undefined;
  if (cached) return cached;
  const seen = new Set<string>();
  const stack = roots.flatMap((info) => (info ? [info.id] : []));
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  if (key) firstViewCache.set(key, seen);
  return seen;
}

/**
 * Shared code goes to "common", loaded with the app, only when the first view runs it; what only other pages share
 * goes to "shared", which those pages load. A helper that four pages come to use thus never joins the first view.
 */
const commonOrShared = (id: string, ctx: ChunkingContext) => (firstViewModules(ctx).has(id) ? 'common' : 'shared');

/**
 * The build's version, named in the app's API drift reports: APP_VERSION when the deployment sets it, else the
 * package's version and, in a git checkout, its commit.
 */
function appVersion(): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
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
    ],
    resolve: { alias: command === 'build' ? PRODUCTION_ROUTER : [] },
    define: { __APP_VERSION__: JSON.stringify(appVersion()) },
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
            // helpers and query hooks that at least four pages use go in one chunk that loads with the app instead,
            // "common", when the first view runs them, or else in "shared", which only the other pages load (see
            // commonOrShared): a page then needs its own chunk and a few shared ones.
            // Widgets the first view (Track of the Day) does not use go to a second shared chunk, "widgets", loaded by
            // the pages that need them: times with dayjs and its relative-time plugin, division shields, tab bars; and
            // to "lists": search boxes, Load more, merged pages, matchmaking ranks; and to "fanout": the request queue.
            groups: [
              { name: commonOrShared, debugName: 'common/shared', test: (id: string) => COMMON_MODULES.test(id) && !PAGE_FAMILY_WIDGETS.test(id) && !LIST_WIDGETS.test(id) && !FAN_OUT.test(id), minShareCount: 4 },
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
