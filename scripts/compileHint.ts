// V8's explicit compile hint: a script whose first line is `//# allFunctionsCalledOnLoad` is compiled whole as it
// loads, off the main thread, instead of function by function at first call (docs/decisions/005-compile-hint.md).
// Only the chunks a page's first view runs carry it: a chunk loaded on a later action (a date picker, a plot) would be
// compiled whole for the few functions it calls. Added after minification, which would drop the comment.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The app's start, which the entry loads once the first paint is seen, and the module declaring the route pages. */
export const APP_START = resolve('src/app/start.ts');
export const ROUTES = resolve('src/app/routes.tsx');

export interface BundleFile {
  type: 'chunk' | 'asset';
  code?: string;
  isEntry?: boolean;
  imports?: readonly string[];
  moduleIds?: readonly string[];
  map?: { mappings: string } | null;
}

/**
 * The chunks a page's first view runs: the entry, the chunk holding the app's start, the chunk of each route page, and
 * what they import statically (a chunk loaded only through a later import() is left out).
 */
export function firstViewChunks(bundle: Record<string, BundleFile>, roots: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.isEntry === true || chunk.moduleIds?.some((id) => roots.has(id))) visit(fileName);
  }
  return seen;
}

/** Prepends the hint to the named chunks, once, keeping their source maps in line; gives the names it hinted. */
export function hintChunks(bundle: Record<string, BundleFile>, names: ReadonlySet<string>): string[] {
  const hinted: string[] = [];
  for (const fileName of names) {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || chunk.code === undefined || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    // One line more at the top: the source map (written from the chunk's) gets an empty first line to match.
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    hinted.push(fileName);
  }
  return hinted;
}

/** The build's plugin: the chunks of the pages' first views begin with the compile hint. */
export function eagerCompile(): Plugin {
  return {
    name: 'eager-compile',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const roots = new Set([APP_START, ...(this.getModuleInfo(ROUTES)?.dynamicallyImportedIds ?? [])]);
        hintChunks(bundle, firstViewChunks(bundle, roots));
      },
    },
  };
}
