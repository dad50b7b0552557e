import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A newcomer follows only the README: every script it names must exist, and its layout must match the tree.
const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
);

/** The entries of the "Project layout" block: a name at the start of a line, indented under its folder. */
function layoutPaths(): string[] {
  const block = /## Project layout\s+```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const paths: string[] = [];
  let folder = '';
  for (const line of block.split('\n')) {
    const match = /^( *)(\S+)/.exec(line);
    if (!match) continue;
    const [, indent = '', name = ''] = match;
    // A wrapped description line starts far to the right: only names in the first columns are entries.
    if (indent.length > 4) continue;
    const path = indent.length === 0 ? name : `${folder}${name}`;
    if (indent.length === 0 && name.endsWith('/')) folder = name;
    paths.push(path);
  }
  return paths;
}

describe('the README', () => {
  it('names only scripts that exist', () => {
    const named = [...readme.matchAll(/npm run ([a-z0-9:]+)/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => name !== undefined && !scripts.includes(name))).toEqual([]);
  });

  it('shows a layout that matches the tree', () => {
    const paths = layoutPaths();
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !path.includes('<') && !existsSync(join(root, path)))).toEqual([]);
  });
});
