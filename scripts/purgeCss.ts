// The production build's CSS keeps only the selectors the site can use (PurgeCSS, through its PostCSS plugin): Bulma
// brings hundreds of helpers, column sizes and form rules the pages never use, and its variables for every shade of
// every colour. What PurgeCSS cannot see in the source (classes put together at run time, elements other libraries
// draw) is in SAFELIST; tests/styles/usedClasses.test.ts checks that every class the source names is still there.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import purgeCss from '@fullhuman/postcss-purgecss';
import type { Plugin } from 'postcss';

/** Where the site's class names are written: its code and the page's static header. */
export const CONTENT = ['src/**/*.{ts,tsx}', 'index.html'];

/**
 * Selectors PurgeCSS cannot find in the source, and why:
 * - classes made with a template string: division shields and colours (`division-${metal}`, `player-div-*`), medals
 *   (`medal-${medal}`), a round's timing (`round-timing is-${label}`), match teams (`match-team-${side}`), a table
 *   column's alignment (`has-text-${align}`), a searchable list's box (`${noun}-search`: club-search, …) and a status
 *   tag's colour (`tag is-${tone}`: any of Bulma's colour modifiers);
 * - game-text styles (`gt-*`): named in a table of style bits, kept whatever the table becomes;
 * - Bulma's states that scripts switch on: `is-active`, `is-loading`, `is-hovered`, `is-focused`, `is-selected`;
 * - elements other libraries draw: react-datepicker's month picker (`react-datepicker*`) and uPlot's charts (`u-*`);
 * - the class the quick search sets on the document (`quick-search-open`) through classList;
 * - the site's one focus ring (`:focus-visible` alone): PurgeCSS drops a selector that names no element or class.
 */
export const SAFELIST = {
  standard: [
    /^division-/,
    /^player-div-/,
    /^medal-/,
    /^match-team-/,
    /^has-text-(left|right|centered)$/,
    /-search$/,
    /^is-(primary|link|info|success|warning|danger|light|dark)$/,
    /^gt-/,
    /^is-(active|loading|hovered|focused|selected)$/,
    'quick-search-open',
    ':focus-visible',
  ],
  greedy: [/react-datepicker/, /round-timing/, /(^|\s)u-/, /uplot/],
};

/** Every `--name` the source reads or writes: CSS variables that charts read from scripts and page styles use. */
export function variablesInSource(dir = 'src'): string[] {
  const names = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(tsx?|s?css)$/.test(entry.name))
        for (const [name] of readFileSync(path, 'utf8').matchAll(/--[a-z][\w-]*/g)) names.add(name);
    }
  };
  walk(dir);
  return [...names];
}

/**
 * The PostCSS plugin: the app's own styles and Bulma's are purged, a package's stylesheet (react-datepicker's,
 * uPlot's) is kept whole, as the package's code, not the site's, puts its classes on the page. Unused variables and
 * keyframes go too; the variables a page's own stylesheet reads stay, since each file is purged alone.
 */
export function purgeUnusedCss(): Plugin {
  const purge = purgeCss({
    content: CONTENT,
    safelist: { ...SAFELIST, variables: variablesInSource() },
    variables: true,
    keyframes: true,
  }) as Plugin;
  return {
    postcssPlugin: 'purge-unused-css',
    OnceExit(root, helpers) {
      if (root.source?.input.file?.includes('/node_modules/')) return;
      return purge.OnceExit?.(root, helpers);
    },
  };
}
