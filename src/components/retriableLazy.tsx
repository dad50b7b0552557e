import { lazy, type ComponentType } from 'react';

/** What renews each component whose code failed to download, until someone asks for it again. */
const failed = new Set<() => void>();

/**
 * Asks again for the code of every page or section that failed to download (Try again, the network back, a move to
 * another address). Only on such a move: renewing at the failure itself would make React, which renders again after
 * an error, ask again in a loop and never show the error.
 */
export function retryFailedCode(): void {
  for (const renew of failed) renew();
  failed.clear();
}

/**
 * A component whose code loads as a chunk of its own when it is first drawn (inside a Suspense): a route page, or a
 * section a page's first view can do without. React keeps a lazy component's failure for good, so a failed download
 * gets a new lazy component at the next retryFailedCode().
 */
export function retriableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const renew = () => {
    Current = fresh();
  };
  const fresh = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed.add(renew);
          throw error;
        },
      ),
    );
  let Current = fresh();
  // Reads the current lazy component on each render: the one made by the last renewal, once there was one.
  function RetriableLazy(props: Props) {
    return <Current {...props} />;
  }
  return RetriableLazy;
}

/** Whether an error is code that did not download (the browsers' and Vite's words for it). */
export function isCodeLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk|error loading dynamically/i.test(
    message,
  );
}
