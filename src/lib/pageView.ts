// The page-view counter: every document title change reports here (spec part 1: each title change calls it).
// No third-party tracker is loaded. A build counts views by naming a counter URL at build time,
// VITE_PAGEVIEW_URL: each view then sends its path there with navigator.sendBeacon. The beacon carries the path
// only (form-encoded, `path=/totd`): no cookie is set, no identifier or title is sent. Unset, nothing is sent.
export type PageViewCounter = (view: { title: string; path: string }) => void;

/** A counter installed by code (tests, a deployment's own script); when none, the build's beacon counter. */
let installed: PageViewCounter | undefined;

/** Installs a counter; `undefined` restores the build's one. */
export function setPageViewCounter(next: PageViewCounter | undefined): void {
  installed = next;
}

/** Sends the path to `url` as a beacon: it survives the page being left and never delays it. */
export function sendPageViewBeacon(url: string, path: string): void {
  // Old browsers have no beacons: the view is not counted rather than sent some heavier way.
  if (typeof navigator.sendBeacon !== 'function') return;
  // A form body is one of the types a beacon may carry to another origin without a preflight request.
  navigator.sendBeacon(url, new URLSearchParams({ path }));
}

/** The counter the build configured: read at each view, so the value Vite inlines (or a test stubs) is the one used. */
function buildCounter(): PageViewCounter | undefined {
  const url = import.meta.env.VITE_PAGEVIEW_URL;
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  return ({ path }) => sendPageViewBeacon(url.trim(), path);
}

export function countPageView(title: string, path: string): void {
  try {
    (installed ?? buildCounter())?.({ title, path });
  } catch {
    // A broken counter must never break the page.
  }
}
