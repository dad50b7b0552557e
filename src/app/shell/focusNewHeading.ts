// Focus on a new page's heading, for screen readers: after a link, they hear where they arrived, not silence or the
// link they left. Loaded on the first move (not with the first view). A page's heading may come late (its code
// loading, then its data: a loading title, then the real one), so the newest heading of the main area takes the focus
// for a short while after the move, until the reader moves the focus themselves.

/** How long a late heading still takes the focus after a move. */
const WAIT_MS = 10_000;

let stop: (() => void) | undefined;

export function focusNewHeading(): void {
  stop?.();
  const main = document.getElementById('main-content');
  if (!main) return;
  let focused: Element | null = null;
  // Where the focus was when the reader moved: the link they used (gone with the old page, or kept in the shell).
  const left = document.activeElement;
  const focus = () => {
    const active = document.activeElement;
    // The focus is lost (its link went with the old page), on the link the reader used, or on a heading this move
    // focused; anywhere else (a control that moved the address and keeps the focus, as the month picker does, or one
    // the reader moved to while the page loads) it stays.
    const ours =
      !active ||
      active === document.body ||
      active === main ||
      active === focused ||
      (active === left && active.tagName === 'A');
    if (!ours) {
      stop?.();
      return;
    }
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading || heading === active) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    focused = heading;
  };
  const observer = new MutationObserver(focus);
  observer.observe(main, { childList: true, subtree: true });
  const timer = setTimeout(() => stop?.(), WAIT_MS);
  stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    stop = undefined;
  };
  focus();
}

/** A move Back or to another address stops an earlier move's wait. */
export function stopFocusWait(): void {
  stop?.();
}
