// The build's chunk rules (scripts/chunks.ts): which modules count as the first view's, on a small module graph whose
// modules the bundler's parser reads.
import { resolve } from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkGroups, firstViewModules } from '../../scripts/chunks';

type ChunkingContext = Rolldown.ChunkingContext;

interface FakeModule {
  code: string;
  imports?: string[];
  exports?: string[];
  /** Modules that load this one with import(): a page or a panel loaded on demand. */
  loadedBy?: string[];
}

const MAIN = resolve('src/main.tsx');
const START = resolve('src/app/start.ts');
const STYLES = resolve('src/app/styles.scss');
const TOTD = resolve('src/pages/totd/TotdPage.tsx');
const pkg = (file: string) => resolve(`node_modules/query/build/${file}`);

/** A chunking context over a fake graph: ids to their code, imports and exports. */
function context(graph: Record<string, FakeModule>): ChunkingContext {
  return {
    getModuleInfo: (id: string) => {
      const module = graph[id];
      if (!module) return null;
      const importers = Object.keys(graph).filter((other) => graph[other]?.imports?.includes(id));
      return {
        id,
        code: module.code,
        importedIds: module.imports ?? [],
        exports: module.exports ?? [],
        importers,
        dynamicImporters: module.loadedBy ?? [],
      } as unknown as ReturnType<ChunkingContext['getModuleInfo']>;
    },
  };
}

const group = (debugName: string) => chunkGroups.find((candidate) => candidate.debugName === debugName);

/** A package whose index passes on two hooks; the app's start (which the entry loads once it has painted) imports one of them. */
const graph = (startCode: string): Record<string, FakeModule> => ({
  [MAIN]: { code: 'import "./app/styles.scss";\nvoid import("./app/start");', imports: [STYLES] },
  [STYLES]: { code: '' },
  [START]: { code: startCode, imports: [pkg('index.js')], loadedBy: [MAIN] },
  [TOTD]: { code: 'export const page = 1;' },
  [pkg('index.js')]: {
    code: 'import { useQuery } from "./useQuery.js";\nimport { useQueries } from "./useQueries.js";\nexport { useQuery, useQueries };',
    imports: [pkg('useQuery.js'), pkg('useQueries.js')],
    exports: ['useQuery', 'useQueries'],
  },
  [pkg('useQuery.js')]: {
    code: 'import { observe } from "./observer.js";\nexport function useQuery() { return observe(); }',
    imports: [pkg('observer.js')],
    exports: ['useQuery'],
  },
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

  it('reads imports as the bundler does: an import named in a string or a comment is not one, one split over lines is', () => {
    const start =
      'const help = \'import { useQueries } from "query"\';\n/* import { useQueries } from "query"; */\nimport {\n  useQuery, // the list\'s hook\n} from "query";\nuseQuery(help);';
    const seen = firstViewModules(context(graph(start)));
    expect(seen.has(pkg('useQuery.js'))).toBe(true);
    expect(seen.has(pkg('useQueries.js'))).toBe(false);
  });

  it('passes through an index that begins with a directive, as React Router\'s does ("use client")', () => {
    const modules = graph('import { useQuery } from "query";\nuseQuery();');
    const index = modules[pkg('index.js')];
    if (index) index.code = `"use client";\n${index.code}`;
    const seen = firstViewModules(context(modules));
    expect(seen.has(pkg('useQuery.js'))).toBe(true);
    expect(seen.has(pkg('useQueries.js'))).toBe(false);
  });

  it('holds all of a package the entry imports whole', () => {
    const seen = firstViewModules(context(graph('import * as query from "query";\nquery.useQuery();')));
    expect(seen.has(pkg('useQueries.js'))).toBe(true);
  });

  it('puts a package module outside the first view in the package\'s chunk, and one inside it in "common"', () => {
    const ctx = context(graph('import { useQuery } from "query";\nuseQuery();'));
    const packages = group('packages');
    const common = group('common');
    expect(packages?.name(pkg('useQueries.js'), ctx)).toBe('query');
    expect(packages?.name(pkg('useQuery.js'), ctx)).toBeNull();
    expect(common?.name(pkg('useQuery.js'), ctx)).toBe('common');
  });
});

describe('a shared module that wraps a package', () => {
  const PLOT_HOOK = resolve('src/components/charts/useChart.ts');
  const FRAME = resolve('src/components/charts/ChartFrame.tsx');
  const PAGE_PLOT = resolve('src/pages/player/Plot.tsx');
  const chart = (file: string) => resolve(`node_modules/chartlib/dist/${file}`);
  const ctx = context({
    [MAIN]: { code: 'void import("./app/start");' },
    [START]: { code: 'export const app = 1;', loadedBy: [MAIN] },
    [TOTD]: { code: 'export const page = 1;' },
    [PLOT_HOOK]: {
      code: 'import Chart from "chartlib";\nexport const useChart = () => new Chart();',
      imports: [chart('index.js')],
      exports: ['useChart'],
    },
    [FRAME]: { code: 'export const ChartFrame = () => null;', exports: ['ChartFrame'] },
    [PAGE_PLOT]: {
      code: 'import Chart from "chartlib";\nexport const Plot = () => new Chart();',
      imports: [chart('index.js')],
      exports: ['Plot'],
    },
    [chart('index.js')]: { code: 'export default class Chart {}', exports: ['default'] },
  });
  const packages = group('packages');
  const folders = group('folders');

  it("goes to the package's chunk, so the pages that import only its folder's other modules do not load the package", () => {
    expect(packages?.name(chart('index.js'), ctx)).toBe('chartlib');
    expect(packages?.name(PLOT_HOOK, ctx)).toBe('chartlib');
    expect(packages?.name(FRAME, ctx)).toBeNull();
    expect(folders?.name(FRAME, ctx)).toBe('components-charts');
  });

  it("stays with its page when a page area's own module imports the package", () => {
    expect(packages?.name(PAGE_PLOT, ctx)).toBeNull();
  });
});

describe('the chunk loaded with the app ("common")', () => {
  const ROUTES = resolve('src/app/routes.tsx');
  const SHELL = resolve('src/app/shell/Shell.tsx');
  const TABLE = resolve('src/components/Table.tsx');
  const MONTH = resolve('src/pages/totd/Month.tsx');
  const OTHER = resolve('src/pages/other/OtherPage.tsx');
  const ctx = context({
    [MAIN]: { code: 'import "./app/styles.scss";\nvoid import("./app/start");', imports: [STYLES] },
    [STYLES]: { code: '' },
    [START]: { code: 'import { routes } from "./routes";', imports: [ROUTES], loadedBy: [MAIN] },
    [ROUTES]: {
      code: 'import { Shell } from "./shell/Shell";\nexport const routes = [];',
      imports: [SHELL],
      exports: ['routes'],
    },
    [SHELL]: { code: 'export const Shell = () => null;', exports: ['Shell'] },
    [TOTD]: {
      code: 'import { Table } from "../../components/Table";\nimport { Month } from "./Month";',
      imports: [TABLE, MONTH],
      loadedBy: [ROUTES],
    },
    [TABLE]: { code: 'export const Table = () => null;', exports: ['Table'] },
    [MONTH]: { code: 'export const Month = () => null;', exports: ['Month'] },
    [OTHER]: { code: 'import { Table } from "../../components/Table";', imports: [TABLE], loadedBy: [ROUTES] },
  });
  const common = group('common');

  it("holds what the app's start runs, even what no page shares; the entry keeps its own module and the styles", () => {
    expect(common?.name(START, ctx)).toBe('common');
    expect(common?.name(ROUTES, ctx)).toBe('common');
    expect(common?.name(SHELL, ctx)).toBe('common');
    expect(common?.name(MAIN, ctx)).toBeNull();
    expect(common?.name(STYLES, ctx)).toBeNull();
  });

  it("leaves out Vite's chunk loader, which the entry uses before the app's start is asked for: it has a chunk of its own", () => {
    expect(group('preload')?.name('\0vite/preload-helper.js', ctx)).toBe('preload');
    expect(group('preload')?.name(ROUTES, ctx)).toBeNull();
  });

  it("holds the first page's modules another page shares, and leaves its own in its chunk", () => {
    expect(common?.name(TABLE, ctx)).toBe('common');
    expect(common?.name(MONTH, ctx)).toBeNull();
    expect(common?.name(TOTD, ctx)).toBeNull();
  });
});
