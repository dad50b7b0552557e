// The site's response headers in one place. The production server (server/serve.ts, also what the container runs)
// and the e2e server (scripts/mock-server.ts) both send them, so the e2e suite runs the production build under the
// policy visitors get, and fails on any violation (e2e/fixtures.ts).

/** The real site: where the production server and `npm run dev:live` send `/api` and `/img`. */
export const UPSTREAM_ORIGIN = 'https://trackmania.io';

/** The public API asks its clients for a descriptive User-Agent; every proxy of ours sends this one. */
export const USER_AGENT = 'Trackmania.io web front end (community project)';

/** The paths the real site answers. The production server forwards them; the e2e server answers them from mocks. */
export const PROXIED_PREFIXES: readonly string[] = ['/api', '/img'];

/** Whether a request path is one of `prefixes` (the prefix itself or below it, never `/apix`). */
export function isProxiedPath(pathname: string, prefixes: readonly string[] = PROXIED_PREFIXES): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export interface PolicyOptions {
  /**
   * Origins the page may also send requests to (connect-src), for a build that talks to another host: a page-view
   * counter (VITE_PAGEVIEW_URL) or a file host that allows cross-origin downloads. Full origins only, such as
   * `https://count.example.org`.
   */
  connectOrigins?: readonly string[];
}

/** An origin for connect-src; anything else (a keyword, a wildcard, a `;`) would loosen or break the policy. */
function checkedOrigin(source: string): string {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw new Error(`Not an origin for connect-src: "${source}" (write it as https://host)`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== source.replace(/\/$/, '')) {
    throw new Error(`Not an origin for connect-src: "${source}" (write it as https://host, without a path)`);
  }
  return url.origin;
}

/**
 * The Content-Security-Policy of the app's pages. Scripts and styles come only from the site's own files: the build
 * has no inline script, and React's `style` props are set through the DOM, which style-src does not govern (a
 * <style> tag or a `style` attribute in HTML would be refused). Images may come from any https host (map thumbnails,
 * club media, ads) and from data: URLs: the header artwork is a small SVG the build inlines into the stylesheet.
 * The page only talks to its own origin: `/api` is the real site's API behind the same host.
 */
export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(options.connectOrigins ?? []).map(checkedOrigin)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Headers for every answer, whoever wrote it: no content sniffing, and other sites see only our origin. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Headers for the site's own files (index.html, scripts, styles, images). Answers forwarded from the real site get
 * BASE_HEADERS only: its sign-in page under /api is its own page, with its own scripts and policy.
 */
export function siteHeaders(options: PolicyOptions = {}): Record<string, string> {
  return {
    ...BASE_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** Vite's output under /assets has a content hash in every name: a changed file is a new URL. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is checked with the server on every use, so a release shows at once. */
export const REVALIDATE_CACHE = 'no-cache';

/** The Cache-Control of a file of the built site, by its URL path. */
export function cacheControl(pathname: string): string {
  return pathname.startsWith('/assets/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}
