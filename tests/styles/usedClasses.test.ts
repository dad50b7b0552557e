// The build purges unused selectors (scripts/purgeCss.ts): every class the source names must survive it. The site's
// stylesheets are compiled and purged here with the build's settings (all in one pass, which is quicker and keeps the
// same selectors: a selector's fate does not depend on its file); a class the source writes in a string that the full
// stylesheet defines must still be defined after purging, and a Bulma part written with a colour modifier
// (`button is-warning`) must still have that colour.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type Root } from 'postcss';
import { compile } from 'sass';
import { beforeAll, describe, expect, it } from 'vitest';
import { purgeUnusedCss } from '../../scripts/purgeCss';

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

function classesOf(root: Root): Set<string> {
  const classes = new Set<string>();
  root.walkRules((rule) => {
    for (const [, name = ''] of rule.selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name);
  });
  return classes;
}

function selectorsOf(root: Root): string[] {
  const selectors: string[] = [];
  root.walkRules((rule) => {
    selectors.push(...rule.selectors);
  });
  return selectors;
}

/** Every stylesheet of the site, compiled, before and after the purge. */
async function stylesheets(): Promise<{ full: Root; purged: Root }> {
  const css = filesUnder('src', /\.scss$/)
    .map((file) => compile(file, { loadPaths: ['node_modules'], silenceDeprecations: ['if-function'] }).css)
    .join('\n');
  const from = 'src/all-styles.css';
  return {
    full: postcss.parse(css, { from }),
    purged: (await postcss([purgeUnusedCss()]).process(css, { from })).root,
  };
}

/** The words of every string the source writes (quotes and the fixed parts of template strings), one list per string. */
function sourceStrings(): string[][] {
  return filesUnder('src', /\.tsx?$/).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g)].map(([text]) =>
      text
        .slice(1, -1)
        .replace(/\$\{[^}]*\}/g, ' ')
        .split(/\s+/)
        .filter(Boolean),
    ),
  );
}

const COLOURS = ['primary', 'link', 'info', 'success', 'warning', 'danger', 'white', 'black', 'light', 'dark'];
const COLOURED_PARTS = ['button', 'tag', 'notification', 'input', 'textarea', 'select', 'help', 'navbar', 'message'];

let styles: { full: Root; purged: Root };
beforeAll(async () => {
  styles = await stylesheets();
}, 60_000);

describe('the purged stylesheets', () => {
  it('keep every class the source names, and the colours it gives Bulma parts', () => {
    const defined = classesOf(styles.full);
    const kept = classesOf(styles.purged);
    const keptSelectors = selectorsOf(styles.purged);
    const strings = sourceStrings();

    const used = new Set(strings.flat().filter((word) => defined.has(word)));
    expect(used.size).toBeGreaterThan(200);
    expect(
      [...used].filter((name) => !kept.has(name)),
      'classes the source uses that the purge removed',
    ).toEqual([]);

    const pairs = new Set(
      strings.flatMap((words) =>
        COLOURED_PARTS.filter((part) => words.includes(part)).flatMap((part) =>
          COLOURS.filter((colour) => words.includes(`is-${colour}`)).map((colour) => `.${part}.is-${colour}`),
        ),
      ),
    );
    expect(pairs.size).toBeGreaterThan(10);
    const missing = [...pairs].filter((pair) => !keptSelectors.some((selector) => selector.includes(pair)));
    expect(missing, 'coloured Bulma parts the source uses that the stylesheet lacks').toEqual([]);
  });

  it('keep the classes built at run time, which the source never writes out whole', () => {
    const kept = classesOf(styles.purged);
    for (const name of [
      'division-gold',
      'medal-author',
      'gt-italic',
      'gt-shadow',
      'is-active',
      'is-loading',
      'match-team-a',
      'match-team-b',
      'club-search',
      'event-search',
      'room-search',
    ]) {
      expect(kept, name).toContain(name);
    }
    // The site's focus ring, on every control.
    expect(selectorsOf(styles.purged)).toContain(':focus-visible');
    // A match's status tag: `tag is-${tone}` (lib/matchRules.ts).
    for (const tone of ['info', 'success', 'warning', 'danger'])
      expect(selectorsOf(styles.purged), tone).toContain(`.tag.is-${tone}`);
  });
});
