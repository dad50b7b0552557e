import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every table of the site is drawn by the two shared table components, so a new table is right at every width by
// construction: a <table> written anywhere else fails here.
const TABLE_COMPONENTS = ['src/components/ResponsiveTable.tsx', 'src/components/FactTable.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

describe('tables', () => {
  it('are drawn only by ResponsiveTable and FactTable', () => {
    const own = sourceFiles('src').filter((path) => !TABLE_COMPONENTS.includes(path) && !path.startsWith('src/mocks/'));
    const withTables = own.filter((path) => /<table[\s>]/.test(readFileSync(path, 'utf8')));
    expect(withTables).toEqual([]);
  });
});
