// The page-view counter. A page view is one visit of an address (a path): counted once, with the page's settled
// title. The title changes two or three times as a page opens (the product name, a loading title, the page's own),
// so each change only notes the title here (notePageTitle); the view is counted once the title has not changed for
// PAGE_VIEW_SETTLE_MS, or at once when the address changes or the page is hidden before then.
// No third-party tracker is loaded. A build counts views by naming a counter URL at build time,
// VITE_PAGEVIEW_URL: each view then sends its path there with navigator.sendBeacon. The beacon carries the path
// only (form-encoded, `path=/totd`): no cookie is set, no identifier or title is sent. Unset, nothing is sent.
import { PRODUCT_NAME } from './site';

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

/** How long a title stays unchanged before its page view is counted, in ms. */
export const PAGE_VIEW_SETTLE_MS = 1000;

/**
 * The visit of the address shown now: its latest title, whether a page gave it a title of its own (an address that only
 * redirects never does), and whether it was counted.
 */
let visit:
  { path: string; title: string; titled: boolean; counted: boolean; timer?: ReturnType<typeof setTimeout> } | undefined;
let listening = false;

/** Counts the visit now if it has not been (its title settled, the address changed, or the page is being left). */
export function flushPageView(): void {
  if (!visit || visit.counted) return;
  clearTimeout(visit.timer);
  visit.counted = true;
  countPageView(visit.title, visit.path);
}

function listenForPageHide(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // A page left before its title settled is still a view: beacons survive the page being closed.
  window.addEventListener('pagehide', flushPageView);
}

function waitForSettle(current: NonNullable<typeof visit>): void {
  clearTimeout(current.timer);
  current.timer = setTimeout(flushPageView, PAGE_VIEW_SETTLE_MS);
}

/**
 * A new address is shown (the app started, or the path changed): the last address's view is counted now, with its
 * last title, if it was not yet, and this one's visit starts. Called again for the same address before its view was
 * counted (React runs a mount's effects twice in development), it goes on with the same visit.
 */
export function startPageView(title: string, path: string): void {
  listenForPageHide();
  if (visit?.path === path && !visit.counted) {
    notePageTitle(title, path);
    return;
  }
  // An address left for another before any page titled it was a redirect ("/" to "/totd"): not a view of its own.
  if (visit && !visit.counted && !visit.titled) {
    clearTimeout(visit.timer);
    visit.counted = true;
  }
  flushPageView();
  visit = { path, title, titled: title !== PRODUCT_NAME, counted: false };
  waitForSettle(visit);
}

/**
 * A title set for the address shown: before its view was counted, the view waits PAGE_VIEW_SETTLE_MS again from this
 * title; once counted, later titles of the same visit are not counted again.
 */
export function notePageTitle(title: string, path: string): void {
  if (visit?.path !== path) {
    startPageView(title, path);
    return;
  }
  if (visit.counted || visit.title === title) return;
  visit.title = title;
  visit.titled ||= title !== PRODUCT_NAME;
  waitForSettle(visit);
}
