import { lazy, type ComponentType, type ReactElement } from 'react';

/** What renews each page whose code failed to load, until someone asks for it again. */
const failedPages = new Set<() => void>();

/**
 * Asks again for the code of every page that failed to download (Try again, the network back, another visit of the
 * page). React keeps a lazy component's failure for good, so each failed page gets a new lazy component. Only on
 * these moves: renewing at the failure itself would make React, which retries a navigation's render, ask again in a
 * loop and never show the error.
 */
export function retryFailedPages(): void {
  for (const renew of failedPages) renew();
  failedPages.clear();
}

/** The address the pages were last rendered at (its history key). */
let lastAddress: string | undefined;

/**
 * Called as the pages render for an address: a move to another one asks again for the code of the pages that failed,
 * before they render (the visitor may be coming back to one). Once per address: React renders a navigation more
 * than once while a page's code loads, and a renewal at each of them would ask again in a loop.
 */
export function retryFailedPagesOnMove(address: string): void {
  if (address === lastAddress) return;
  lastAddress = address;
  retryFailedPages();
}

/** A page module loaded on first use, so every route is its own chunk; a failed load is asked for again on retryFailedPages(). */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactElement {
  const renew = () => {
    Page = fresh();
  };
  const fresh = () =>
    lazy(() =>
      load().then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          failedPages.add(renew);
          throw error;
        },
      ),
    );
  let Page = fresh();
  // Reads the current lazy component on each render: the one made by the last renewal, once there was one.
  function LazyPage() {
    return <Page />;
  }
  return <LazyPage />;
}

/** Whether an error is a page's code that did not download (the browsers' and Vite's words for it). */
export function isCodeLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk|error loading dynamically/i.test(message);
}
