// A pluggable page-view counter: every document title change reports here.
// No third-party tracker is loaded by default; a deployment may install one with setPageViewCounter.
export type PageViewCounter = (view: { title: string; path: string }) => void;

let counter: PageViewCounter = () => undefined;

export function setPageViewCounter(next: PageViewCounter): void {
  counter = next;
}

export function countPageView(title: string, path: string): void {
  try {
    counter({ title, path });
  } catch {
    // A broken counter must never break the page.
  }
}
