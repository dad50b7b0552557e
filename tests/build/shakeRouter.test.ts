// The build's reading of React Router (scripts/shakeRouter.ts), against the router installed: a new version that
// words its module otherwise fails here, rather than quietly bringing its unused code back into the first view.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shakableRouter } from '../../scripts/shakeRouter';

const BUILD = resolve('node_modules/react-router/dist/production');
/** The production module that holds the components (Link, NavLink, Form …). */
const componentsModule = () => {
  const file = readdirSync(BUILD).find((name) => name.endsWith('.mjs') && readFileSync(join(BUILD, name), 'utf8').includes('var NavLink ='));
  if (!file) throw new Error('No module of React Router defines NavLink');
  return readFileSync(join(BUILD, file), 'utf8');
};

describe('React Router as the build reads it', () => {
  const before = componentsModule();
  const after = shakableRouter(before);

  it('marks the components made at the top level pure, so the unused ones (NavLink, Form) can be left out', () => {
    expect(before).toMatch(/^var NavLink = React\d*\.forwardRef\(/m);
    expect(after).toMatch(/^var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(after).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
  });

  it('empties the developer warnings and marks each call pure, line for line, so the build drops their messages', () => {
    expect(before).toMatch(/^function warning\(cond, message\) \{\n\s+if \(!cond\)/m);
    expect(after).toMatch(/^function warning\(cond, message\) \{\n+\}$/m);
    expect(after).not.toContain('if (typeof console !== "undefined") console.warn(message);');
    const calls = before.match(/(?<![\w$.])warning\(/g) ?? [];
    // Every call but the function's own name is marked; none is left unmarked.
    expect(calls.length).toBeGreaterThan(10);
    expect(after.match(/\/\* @__PURE__ \*\/ warning\(/g)).toHaveLength(calls.length - 1);
    expect(after.match(/(?<![\w$.])warning\(/g)).toHaveLength(calls.length);
    expect(after.split('\n')).toHaveLength(before.split('\n').length);
  });

  it('drops the lines naming components for the developer tools, and nothing else', () => {
    expect(before).toMatch(/^NavLink\.displayName = "NavLink";$/m);
    expect(after).not.toMatch(/^[\w$]+\.displayName = "[^"]*";$/m);
    // Line for line: only what the lines held goes (the source map's lines stay right).
    expect(after.split('\n')).toHaveLength(before.split('\n').length);
  });

  it('gives a Link the prefetch hook\'s answer outside the framework mode (nothing to prefetch) and no preload links', () => {
    expect(before).toContain('if (!frameworkContext) {\n    return [false, ref, {}];');
    expect(after).toContain('let [shouldPrefetch, prefetchRef, prefetchHandlers] = [false, null, {}];');
    expect(after).not.toContain('createElement(PrefetchPageLinks, { page: href })');
    expect(after).toContain('return link;');
  });
});
