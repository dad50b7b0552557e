// `npm run size`: builds for production, then measures what the first view of /#/totd loads
// (gzip), every route chunk, and checks that no mock code is in the output and that the offline worker is (while its
// registration and the answer store stay out of the first view). Exits 1 over budget.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterBootMarker } from './afterBootMarkers';
import { COMPILE_HINT } from './compileHint';

// SIZE_DIST=<folder> builds and measures there instead (a second checkout of the same work tree, a CI run beside).
const DIST = process.env.SIZE_DIST ?? 'dist';
const KB = 1024;
// The first view's budgets: docs/decisions/003-no-router-patch.md says why the JS one is what it is.
const BUDGET = { firstViewJs: 115 * KB, firstViewCss: 15 * KB, routeChunk: 30 * KB };
/** Route modules the first view of /#/totd renders (present once that page exists). */
const FIRST_VIEW_ROUTES = ['src/pages/totd/TotdPage.tsx'];
/** Chunks exempt from the route budget: loaded only on a user's action. */
const ROUTE_BUDGET_EXEMPT = [/react-datepicker/i, /MonthPickerPanel/];
/** Strings that only mock code contains. */
const MOCK_MARKERS = ['mockServiceWorker', 'setupWorker', '[MSW]', 'mock-scenario'];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gzip = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function collect(manifest: Manifest, key: string, js: Set<string>, css: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, js, css);
}

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allFiles(path) : [path];
  });
}

execSync(`npx vite build --logLevel warn --outDir ${JSON.stringify(DIST)} --emptyOutDir`, { stdio: 'inherit' });
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
const failures: string[] = [];

// First view: the entry with its static imports and the app's start, plus the /totd route's chunk with its own.
const js = new Set<string>();
const css = new Set<string>();
const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('The manifest has no entry chunk.');
collect(manifest, entry, js, css);
// The entry's one import(): the app's start, asked for once the styles have painted (src/main.tsx).
for (const started of manifest[entry]?.dynamicImports ?? []) collect(manifest, started, js, css);
for (const route of FIRST_VIEW_ROUTES) {
  if (manifest[route]) collect(manifest, route, js, css);
  else console.log(`note: ${route} is not in the build yet; the /totd view is rendered by the main bundle.`);
}
const firstJs = [...js].reduce((sum, file) => sum + gzip(file), 0);
const firstCss = [...css].reduce((sum, file) => sum + gzip(file), 0);
console.log('\nFirst view of /#/totd (gzip):');
console.log(`  JS  ${kb(firstJs).padStart(9)}  budget ${kb(BUDGET.firstViewJs)}  (${[...js].join(', ')})`);
console.log(`  CSS ${kb(firstCss).padStart(9)}  budget ${kb(BUDGET.firstViewCss)}  (${[...css].join(', ')})`);
if (firstJs > BUDGET.firstViewJs) failures.push(`first-view JS ${kb(firstJs)} is over ${kb(BUDGET.firstViewJs)}`);
if (firstCss > BUDGET.firstViewCss) failures.push(`first-view CSS ${kb(firstCss)} is over ${kb(BUDGET.firstViewCss)}`);

// Every lazily loaded chunk: routes, on-demand widgets, and the shared chunks only they import (such as the chart
// library's, which both charts share).
console.log('\nLazy chunks (gzip):');
for (const chunk of Object.values(manifest).filter((c) => c.file.endsWith('.js') && !js.has(c.file))) {
  const size = gzip(chunk.file);
  const exempt = ROUTE_BUDGET_EXEMPT.some((pattern) => pattern.test(chunk.src ?? chunk.file));
  const kind = chunk.isDynamicEntry ? '' : '  (shared)';
  console.log(`  ${kb(size).padStart(9)}  ${chunk.src ?? chunk.file}${kind}${exempt ? '  (on demand, exempt)' : ''}`);
  if (!exempt && size > BUDGET.routeChunk)
    failures.push(`${chunk.src ?? chunk.file} is ${kb(size)}, over ${kb(BUDGET.routeChunk)}`);
}

// No mock code may ship. The first view's scripts begin with V8's compile hint (scripts/compileHint.ts); the minifier
// would drop a comment written any earlier than the build's end. One read of each file for both.
const shipped = allFiles(DIST).filter((file) => /\.(js|html|css)$/.test(file) || file.endsWith('mockServiceWorker.js'));
const ASSETS = `${join(DIST, 'assets')}/`;
const scripts = shipped.filter((file) => file.startsWith(ASSETS) && file.endsWith('.js'));
let hinted = 0;
for (const file of shipped) {
  const text = readFileSync(file, 'utf8');
  const marker = MOCK_MARKERS.find((m) => text.includes(m));
  if (marker || file.endsWith('mockServiceWorker.js'))
    failures.push(`mock code in the production output: ${file}${marker ? ` contains "${marker}"` : ''}`);
  if (!scripts.includes(file)) continue;
  if (text.startsWith(COMPILE_HINT)) hinted += 1;
  else if (js.has(file.slice(DIST.length + 1)))
    failures.push(`${file.slice(DIST.length + 1)}, in the first view, does not begin with ${COMPILE_HINT}`);
}
console.log(`\nMock code check: ${shipped.length} shipped files scanned.`);
console.log(
  `Compile hint: ${hinted} of ${scripts.length} scripts begin with it, the first view's ${js.size} among them.`,
);

// The offline worker and the manifest ship; the code of the answer store and of the worker's registration loads after
// the first view, never with it.
for (const file of ['sw.js', 'manifest.webmanifest']) {
  if (!existsSync(join(DIST, file)))
    failures.push(`the production output has no ${file} (the offline worker and manifest, vite.config.ts)`);
}
for (const file of js) {
  const marker = afterBootMarker(readFileSync(join(DIST, file), 'utf8'));
  if (marker)
    failures.push(
      `${file}, in the first view, holds "${marker}": the answer store and the worker's registration load after it`,
    );
}
console.log(
  'Offline check: sw.js and manifest.webmanifest present, neither the store nor the registration in the first view.',
);

if (failures.length > 0) {
  console.error(`\nSize check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nSize check passed.');
