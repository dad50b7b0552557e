import { lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A page module loaded on first use, so every route is its own chunk. React keeps a lazy component's failed load
 * for good; a page whose code did not download (offline before the offline worker was installed, a dropped
 * connection) must load when the visitor tries again, so a failure makes a new lazy component for the next render.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactElement {
  const fresh = () =>
    lazy(() =>
      load().then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          Page = fresh();
          throw error;
        },
      ),
    );
  let Page = fresh();
  // Reads the current lazy component on each render: the one made after a failure, once there was one.
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
