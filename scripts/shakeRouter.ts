// React Router's production build, as the bundler reads it. Its module makes its components at the top level with
// React's forwardRef, memo and createContext, calls a bundler must keep unless they are marked pure (the package marks
// only some), and names each for React's developer tools (`NavLink.displayName = "NavLink";`), an assignment it must
// keep too. So NavLink, Form and the form submission code they use stayed in the first view of /#/totd though the site
// uses neither. Marked pure (they are: each only returns a new object) and without the names (a production build has
// no use for them), what the site does not use leaves the bundle.
//
// A Link also asks a prefetch hook what to preload, and draws the preload links it names: that code (about 2 KB gzip)
// serves the framework mode only. Outside it (no FrameworkContext, the site's declarative router) the hook answers
// "nothing" for every link, [false, ref, {}], after setting up two states, a ref and two effects per link; the build
// writes that answer in its place, which changes nothing a link does and leaves the preloading code out.
import type { Plugin } from 'vite';

/** React Router's own modules in its production build (vite.config.ts points react-router-dom there). */
const ROUTER_MODULE = /\/node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/;
/** A whole line that only names a component: `Link.displayName = "Link";`. */
const NAMING_LINE = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
/** A top-level `var X = React3.forwardRef(` (or memo, createContext) not yet marked pure. */
const UNMARKED_FACTORY = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;

/** The Link's call of its prefetch hook (the only one passing the link's own props, `rest`). */
const LINK_PREFETCH = /let \[shouldPrefetch, prefetchRef, prefetchHandlers\] = usePrefetchBehavior\(\s*prefetch,\s*rest\s*\);/;
/** What the hook answers outside the framework mode: no prefetch, no handlers (its ref only serves a prefetch). */
const NO_PREFETCH = 'let [shouldPrefetch, prefetchRef, prefetchHandlers] = [false, null, {}];';

/**
 * The package's developer warnings: `warning(cond, message)` writes the message to the console when `cond` is false
 * (a misused prop, a path outside the basename). Its body, and its calls marked pure, so the minifier drops each call
 * with its message: a release build has no developer to read them (0.7 KB gzip of the first view).
 */
const WARNING_BODY = /^function warning\(cond, message\) \{\n[\s\S]*?\n\}$/m;
const WARNING_CALL = /(?<![\w$.])warning\(/g;

/** The Link's last line: the link, with the preload links beside it when the hook said to prefetch. */
const LINK_RETURN = /return shouldPrefetch && !isAbsolute \? \/\* @__PURE__ \*\/ React\d*\.createElement\(React\d*\.Fragment, null, link, \/\* @__PURE__ \*\/ React\d*\.createElement\(PrefetchPageLinks, \{ page: href \}\)\) : link;/;

/** The module's code with its component factories marked pure, its developer tools' names dropped, no prefetch. */
export function shakableRouter(code: string): string {
  return code
    .replace(NAMING_LINE, '')
    .replace(UNMARKED_FACTORY, '$1/* @__PURE__ */ $2')
    // Line for line, so that the lines of the package's source map still point where they did.
    .replace(LINK_PREFETCH, (call) => NO_PREFETCH + '\n'.repeat(call.split('\n').length - 1))
    .replace(LINK_RETURN, 'return link;')
    // Line for line too: the function keeps its lines, empty.
    .replace(WARNING_BODY, (body) => `function warning(cond, message) {${'\n'.repeat(body.split('\n').length - 1)}}`)
    .replace(WARNING_CALL, (call, offset: number, whole: string) => (whole.startsWith('function ', offset - 9) ? call : `/* @__PURE__ */ ${call}`));
}

/** Applies shakableRouter to React Router's modules in builds (the dev server and the tests read the package as is). */
export function shakeRouter(): Plugin {
  return {
    name: 'shake-router',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_MODULE },
      handler(code) {
        const shaken = shakableRouter(code);
        return shaken === code ? null : { code: shaken, map: null };
      },
    },
  };
}
