// The build's chunk rules (scripts/chunks.ts): which modules count as the first view's, on a small module graph.
import { resolve } from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkGroups, firstViewModules } from '../../scripts/chunks';

type ChunkingContext = Rolldown.ChunkingContext;

interface FakeModule {
  code: string;
  imports?: string[];
  exports?: string[];
}

const MAIN = resolve('src/main.tsx');
const TOTD = resolve('src/pages/totd/TotdPage.tsx');
const pkg = (file: string) => resolve(`node_modules/query/build/${file}`);

/** A chunking context over a fake graph: ids to their code, imports and exports. */
function context(graph: Record<string, FakeModule>): ChunkingContext {
  return {
    getModuleInfo: (id: string) => {
      const module = graph[id];
      if (!module) return null;
      const importers = Object.keys(graph).filter((other) => graph[other]?.imports?.includes(id));
      return { id, code: module.code, importedIds: module.imports ?? [], exports: module.exports ?? [], importers, dynamicImporters: [] } as unknown as ReturnType<ChunkingContext['getModuleInfo']>;
    },
  };
}

/** A package whose index passes on two hooks; the app's entry imports one of them. */
const graph = (entryCode: string): Record<string, FakeModule> => ({
  [MAIN]: { code: entryCode, imports: [pkg('index.js')] },
  [TOTD]: { code: 'export const page = 1;' },
  [pkg('index.js')]: {
    code: 'import { useQuery } from "./useQuery.js";\nimport { useQueries } from "./useQueries.js";\nexport { useQuery, useQueries };',
    imports: [pkg('useQuery.js'), pkg('useQueries.js')],
    exports: ['useQuery', 'useQueries'],
  },
  [pkg('useQuery.js')]: { code: 'import { observe } from "./observer.js";\nexport function useQuery() { return observe(); }', imports: [pkg('observer.js')], exports: ['useQuery'] },
  [pkg('observer.js')]: { code: 'export function observe() { return 1; }', exports: ['observe'] },
  [pkg('useQueries.js')]: { code: 'export function useQueries() { return 2; }', exports: ['useQueries'] },
});

describe('the first view of the build', () => {
  it('holds what the entry imports from a package by name, with what that imports, and not the rest of the index', () => {
    const seen = firstViewModules(context(graph('import { useQuery } from "query";\nuseQuery();')));
    expect(seen.has(pkg('useQuery.js'))).toBe(true);
    expect(seen.has(pkg('observer.js'))).toBe(true);
    expect(seen.has(pkg('useQueries.js'))).toBe(false);
  });

  it('holds all of a package the entry imports whole', () => {
    const seen = firstViewModules(context(graph('import * as query from "query";\nquery.useQuery();')));
    expect(seen.has(pkg('useQueries.js'))).toBe(true);
  });

  it('puts a package module outside the first view in the package\'s chunk, and one inside it in "common"', () => {
    const ctx = context(graph('import { useQuery } from "query";\nuseQuery();'));
    const [packages, common] = chunkGroups;
    expect(packages?.name(pkg('useQueries.js'), ctx)).toBe('query');
    expect(packages?.name(pkg('useQuery.js'), ctx)).toBeNull();
    expect(common?.name(pkg('useQuery.js'), ctx)).toBe('common');
  });
});
