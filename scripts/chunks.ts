// How the production build splits the code into files, by folder and package, never by file name (the rules and their
// reasons: docs/decisions/006-chunks-by-folder-and-package.md). scripts/size.ts guards the first view's budget.
//   what the app's start runs, and the first page's code other pages share → "common"
//   src/pages/<area>/** or src/<folder>/** shared by 2+ entries          → "<area>" or "<folder>"
//   node_modules/<package>/** outside the first view, with its wrappers    → "<package>"
//   anything else                                                          → the bundler's choice (usually the page's)
import { resolve } from 'node:path';
import { parseSync, type ESTree, type Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;
type ModuleInfo = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>;

/**
 * What the first view of /#/totd runs (scripts/size.ts measures it): the app's entry (its styles, and the import of the
 * app's start once they have painted), the app's start and the Track of the Day page.
 */
export const FIRST_VIEW_ROOTS = ['src/main.tsx', 'src/app/start.ts', 'src/pages/totd/TotdPage.tsx'].map((file) =>
  resolve(file),
);
const [ENTRY = '', START = '', FIRST_PAGE = ''] = FIRST_VIEW_ROOTS;

const SRC = `${resolve('src')}/`;
const PACKAGE = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//;

/** What the bundler's parser (oxc) reads of a module's statements and imports. */
interface ModuleShape {
  /** Only imports, exports and directives ("use client"): a package's index that passes on other modules' exports. */
  reexportsOnly: boolean;
  /** The names it imports by name from other modules (`default` for a default import). */
  names: string[];
  /** What it imports whole (`import * as`), as its import statements name them. */
  namespaces: string[];
}

const shapes = new WeakMap<ModuleInfo, ModuleShape>();

/** A statement an index may hold: an import, an export of what it imports, a directive. */
function passesOn(node: ESTree.Statement | ESTree.Directive | ESTree.ModuleDeclaration): boolean {
  if (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration') return true;
  if (node.type === 'ExportNamedDeclaration') return node.declaration === null;
  return node.type === 'ExpressionStatement' && 'directive' in node && typeof node.directive === 'string';
}

function shapeOf(info: ModuleInfo): ModuleShape {
  const known = shapes.get(info);
  if (known) return known;
  const { program, module, errors } = parseSync(info.id, info.code ?? '', { lang: 'js', sourceType: 'module' });
  // The bundler reads modules with the same parser: one it cannot read is a fault of this script, not a guess to make.
  if (errors.length > 0) throw new Error(`scripts/chunks.ts could not read ${info.id}: ${errors[0]?.message ?? ''}`);
  const imports = module.staticImports.flatMap((statement) =>
    statement.entries
      .filter((entry) => !entry.isType)
      .map((entry) => ({ from: statement.moduleRequest.value, name: entry.importName })),
  );
  const shape: ModuleShape = {
    reexportsOnly: program.body.every(passesOn),
    names: imports.flatMap(({ name }) =>
      name.kind === 'Default' ? ['default'] : name.kind === 'Name' && name.name !== null ? [name.name] : [],
    ),
    namespaces: imports.filter(({ name }) => name.kind === 'NamespaceObject').map(({ from }) => from),
  };
  shapes.set(info, shape);
  return shape;
}

/** Whether a module is what an import's specifier names: the package itself, or a file by its name. */
function isTarget(id: string, specifier: string): boolean {
  if (!specifier.startsWith('.')) return PACKAGE.exec(id)?.[1] === /^(@[^/]+\/[^/]+|[^/]+)/.exec(specifier)?.[1];
  const file =
    specifier
      .split('/')
      .at(-1)
      ?.replace(/\.[jt]sx?$/, '') ?? '';
  return id.split('/').at(-1)?.startsWith(file) ?? false;
}

/** Whether a module is a package's index that only gathers and passes on other modules' exports. */
const isReexportIndex = (info: ModuleInfo) =>
  PACKAGE.test(info.id) && info.code !== null && shapeOf(info).reexportsOnly;

const firstViewCache = new WeakMap<object, Map<string, Set<string>>>();

/**
 * The modules the first view runs. Its modules' static imports, except through a package's index: a module the index
 * passes on counts only when the first view imports one of its exports by name, so a package's hooks that only other
 * pages use (TanStack Query's useQueries, say) stay out of the first view though the index lists them.
 */
export function firstViewModules(ctx: ChunkingContext, rootIds: readonly string[] = FIRST_VIEW_ROOTS): Set<string> {
  const roots = rootIds.map((id) => ctx.getModuleInfo(id));
  // Cached per build (the entry's module info is one object per build) and per list of roots.
  const key = roots[0] ?? {};
  const byRoots = firstViewCache.get(key) ?? new Map<string, Set<string>>();
  firstViewCache.set(key, byRoots);
  const cached = byRoots.get(rootIds.join('\n'));
  if (cached) return cached;
  const seen = new Set<string>();
  const names = new Set<string>();
  const indexes = new Set<ModuleInfo>();
  /** Indexes a module takes whole (`import * as`): all they pass on counts. */
  const whole = new Set<string>();
  const visit = (info: ModuleInfo | null) => {
    if (!info || seen.has(info.id)) return;
    seen.add(info.id);
    if (isReexportIndex(info)) {
      indexes.add(info);
      return;
    }
    const shape = shapeOf(info);
    for (const name of shape.names) names.add(name);
    for (const from of shape.namespaces)
      for (const id of info.importedIds.filter((id) => isTarget(id, from))) whole.add(id);
    for (const id of info.importedIds) visit(ctx.getModuleInfo(id));
  };
  for (const root of roots) visit(root);
  // Each module found may import more names from an index: go round until nothing is added.
  for (let size = -1; size !== seen.size;) {
    size = seen.size;
    for (const index of indexes) {
      for (const id of index.importedIds) {
        const info = ctx.getModuleInfo(id);
        if (
          info &&
          (whole.has(index.id) ||
            info.exports.length === 0 ||
            isReexportIndex(info) ||
            info.exports.some((name) => names.has(name)))
        )
          visit(info);
      }
    }
  }
  byRoots.set(rootIds.join('\n'), seen);
  return seen;
}

/**
 * Whether a module of the first page's code (outside the entry's) is also run by another page or panel loaded on
 * demand: going up its importers, a module that some import() loads, other than the first page itself.
 */
function sharedBeyondFirstPage(id: string, ctx: ChunkingContext): boolean {
  const seen = new Set<string>();
  const up = [id];
  for (let current = up.pop(); current !== undefined; current = up.pop()) {
    if (seen.has(current)) continue;
    seen.add(current);
    const info = ctx.getModuleInfo(current);
    if (!info) continue;
    if (current !== FIRST_PAGE && loadedOnDemand(info)) return true;
    if (current !== FIRST_PAGE) up.push(...info.importers);
  }
  return false;
}

/**
 * The "common" chunk, loaded with the app: everything the app's start runs, and the first page's modules that other
 * pages share (its own stay in its chunk, loaded only where it is shown). The entry's own module and its styles stay
 * in the entry's chunk, so that index.html names the styles and nothing else of the app is asked for before they paint.
 */
function commonChunk(id: string, ctx: ChunkingContext): string | null {
  if (id === ENTRY || id === FIRST_PAGE) return null;
  if (firstViewModules(ctx, [START]).has(id)) return 'common';
  return firstViewModules(ctx).has(id) && sharedBeyondFirstPage(id, ctx) ? 'common' : null;
}

/** A package's chunk name: "@tanstack/query-core" → "tanstack-query-core". */
const packageChunk = (id: string) => PACKAGE.exec(id)?.[1]?.replace(/^@/, '').replace('/', '-') ?? null;

/** The folder chunk of a module of the app outside the first view: a page area, or its folder under src/. */
function folderChunk(id: string): string | null {
  if (!id.startsWith(SRC)) return null;
  const folders = id.slice(SRC.length).split('/').slice(0, -1);
  if (folders[0] === 'pages') return folders[1] ?? null;
  return folders.length > 0 ? folders.join('-') : null;
}

/** A route page (or a panel loaded on demand) is a chunk of its own, whatever its folder. */
const loadedOnDemand = (info: ModuleInfo | null) => (info?.dynamicImporters.length ?? 0) > 0;

/** The shared folders of src/, whose modules many pages import (a page area's own modules stay with its pages). */
const SHARED_FOLDERS = ['components/', 'lib/'].map((folder) => `${SRC}${folder}`);

/**
 * The package chunk a shared module outside the first view goes to: the first package it imports that the first view
 * does not load (useUplot.ts → "uplot"). In its folder's chunk it would make every page that imports any of the
 * folder's modules load the package too: the leaderboard's chart frame (ChartFigure) loaded uPlot, which only the
 * plot drawn on a click needs.
 */
function wrappedPackage(info: ModuleInfo | null, ctx: ChunkingContext): string | null {
  if (!info || !SHARED_FOLDERS.some((folder) => info.id.startsWith(folder)) || loadedOnDemand(info)) return null;
  const firstView = firstViewModules(ctx);
  const wrapped = info.importedIds.find((id) => PACKAGE.test(id) && !firstView.has(id));
  return wrapped === undefined ? null : packageChunk(wrapped);
}

/** Vite's helper that loads a chunk with what it needs: every import() goes through it, the entry's included. */
const PRELOAD_HELPER = /vite\/preload-helper/;

// Groups take their modules by priority: a module a higher group takes is no longer a candidate of a lower one.
export const chunkGroups = [
  // The entry loads the app's start through Vite's loading helper once the styles have painted: the helper must not be
  // in "common", or the entry would import that chunk at once. A small chunk of its own.
  {
    name: (id: string) => (PRELOAD_HELPER.test(id) ? 'preload' : null),
    debugName: 'preload',
    priority: 4,
  },
  // A package no first-view module needs: a chunk of its own, fetched by the pages that use it, with the shared
  // modules that wrap it. First, so that the first view's chunk, which takes in what its modules import, leaves out
  // what a package's index only passes on.
  {
    name: (id: string, ctx: ChunkingContext) =>
      firstViewModules(ctx).has(id) ? null : (packageChunk(id) ?? wrappedPackage(ctx.getModuleInfo(id), ctx)),
    debugName: 'packages',
    priority: 3,
    includeDependenciesRecursively: false,
  },
  // The code the first view runs: one chunk, the app's start with what it imports (rather than a small chunk per set
  // of pages sharing it, each one more request of the first view), so that it never imports from the entry's chunk
  // (chunks importing each other would run in the wrong order). The entry's chunk is only src/main.tsx with the
  // styles. The Track of the Day page's own modules stay in its chunk.
  {
    name: commonChunk,
    debugName: 'common',
    priority: 2,
  },
  // Outside the first view, what two or more entries share goes to its folder's chunk; what one page alone uses stays
  // in that page's chunk.
  {
    name: (id: string, ctx: ChunkingContext) =>
      firstViewModules(ctx).has(id) || loadedOnDemand(ctx.getModuleInfo(id)) ? null : folderChunk(id),
    debugName: 'folders',
    priority: 1,
    minShareCount: 2,
    includeDependenciesRecursively: false,
  },
];
