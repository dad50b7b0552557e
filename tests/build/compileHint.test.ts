// V8's compile hint goes only on the chunks a page's first view runs (scripts/compileHint.ts), and leaves the source
// maps pointing where they did.
import { describe, expect, it } from 'vitest';
import { APP_START, COMPILE_HINT, firstViewChunks, hintChunks, type BundleFile } from '../../scripts/compileHint';

const PAGE = '/app/src/pages/totd/TotdPage.tsx';
const PANEL = '/app/src/pages/totd/MonthPickerPanel.tsx';

/** A build: the entry loads the app's start (in "common") by import(); the page loads a date picker panel on a click. */
function bundle(): Record<string, BundleFile> {
  return {
    'assets/index.js': {
      type: 'chunk',
      isEntry: true,
      code: 'import("./common.js");',
      imports: ['assets/preload.js'],
      moduleIds: ['/app/src/main.tsx'],
    },
    'assets/preload.js': {
      type: 'chunk',
      code: 'export const p=1;',
      imports: [],
      moduleIds: ['\0vite/preload-helper.js'],
    },
    'assets/common.js': {
      type: 'chunk',
      code: 'const a=1;',
      imports: ['assets/runtime.js'],
      moduleIds: [APP_START],
      map: { mappings: 'AAAA;AACA' },
    },
    'assets/runtime.js': { type: 'chunk', code: 'const r=1;', imports: [], moduleIds: ['\0rolldown/runtime.js'] },
    'assets/TotdPage.js': { type: 'chunk', code: 'const b=2;', imports: ['assets/common.js'], moduleIds: [PAGE] },
    'assets/MonthPickerPanel.js': {
      type: 'chunk',
      code: 'const c=3;',
      imports: ['assets/react-datepicker.js'],
      moduleIds: [PANEL],
    },
    'assets/react-datepicker.js': {
      type: 'chunk',
      code: 'const d=4;',
      imports: ['assets/date-fns.js'],
      moduleIds: ['/app/node_modules/react-datepicker/dist/index.js'],
    },
    'assets/date-fns.js': {
      type: 'chunk',
      code: 'const e=5;',
      imports: [],
      moduleIds: ['/app/node_modules/date-fns/index.js'],
    },
    'assets/index.css': { type: 'asset' },
  };
}

const firstView = (files: Record<string, BundleFile>) => firstViewChunks(files, new Set([APP_START, PAGE]));
const hinted = (files: Record<string, BundleFile>) =>
  Object.keys(files).filter((name) => files[name]?.code?.startsWith(COMPILE_HINT));

describe('the compile hint', () => {
  it("begins the entry, the app's start, the route page and what they import, and no chunk loaded later", () => {
    const files = bundle();
    hintChunks(files, firstView(files));
    expect(hinted(files).sort()).toEqual([
      'assets/TotdPage.js',
      'assets/common.js',
      'assets/index.js',
      'assets/preload.js',
      'assets/runtime.js',
    ]);
    expect(files['assets/react-datepicker.js']?.code).toBe('const d=4;');
    expect(files['assets/date-fns.js']?.code).toBe('const e=5;');
    expect(files['assets/MonthPickerPanel.js']?.code).toBe('const c=3;');
  });

  it('is a line of its own above the code, and is added once however often the bundle is written', () => {
    const files = bundle();
    hintChunks(files, firstView(files));
    hintChunks(files, firstView(files));
    expect(files['assets/common.js']?.code).toBe(`${COMPILE_HINT}\nconst a=1;`);
  });

  it("gives the source map an empty first line, so the code's mappings stay on their lines", () => {
    const files = bundle();
    hintChunks(files, firstView(files));
    hintChunks(files, firstView(files));
    expect(files['assets/common.js']?.map?.mappings).toBe(';AAAA;AACA');
  });

  it('is the comment V8 reads', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });
});
