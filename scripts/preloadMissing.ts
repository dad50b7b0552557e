// Vite gives each dynamic import the list of every chunk the imported one needs, and its preload helper adds a
// <link rel="modulepreload"> to the document for each of them before the import starts. Those the importing chunk
// already imports statically are loaded and run by then (a module runs after its static imports): their links fetch
// nothing, yet each costs the main thread its insertion (in Chromium here, 5 ms for a page's first link, 0.1 to
// 1.5 ms for the next ones), in the boot's first tasks. This plugin drops those, and keeps every dependency the
// importing chunk does not load itself, and every stylesheet.
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** The chunks a chunk loads statically, itself included, directly or through others. */
export function staticClosure(bundle: Pick<OutputBundle, string>, fileName: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = bundle[name];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
  };
  visit(fileName);
  return seen;
}

/** The preload dependencies worth a link: those the importing chunk (`host`) has not loaded itself. */
export function missingDependencies(bundle: Pick<OutputBundle, string>, host: string, deps: readonly string[]): string[] {
  const loaded = staticClosure(bundle, host);
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * The plugin and the `build.modulePreload.resolveDependencies` it serves: the plugin keeps the bundle as it is written
 * (Vite resolves the preload lists while writing it, after the plugins' own `generateBundle` of order "pre").
 */
export function preloadMissing(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[] } {
  let bundle: OutputBundle | undefined;
  return {
    plugin: {
      name: 'preload-missing',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, written) {
          bundle = written;
        },
      },
    },
    // index.html's own list (hostType "html") is kept: nothing is loaded before it.
    resolveDependencies: (_file, deps, { hostId, hostType }) => (bundle && hostType === 'js' ? missingDependencies(bundle, hostId, deps) : deps),
  };
}
