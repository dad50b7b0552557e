import { lazy, type ComponentType } from 'react';

/** What renews each section whose code failed to download, until a Try again asks for it again. */
const failedSections = new Set<() => void>();

/**
 * Asks again for the code of every section that failed to download (a SectionBoundary's Try again calls it). Only
 * then: renewing at the failure itself would make React, which renders again after an error before giving up, ask
 * again in a loop and never show the note.
 */
export function retryFailedSections(): void {
  for (const renew of failedSections) renew();
  failedSections.clear();
}

/**
 * A page section whose code loads as a chunk of its own when it is first drawn (inside a Suspense), for the parts a
 * page's first view can do without: the page draws first, the section a moment later, in a task of its own. A failed
 * download shows the SectionBoundary's note; its Try again asks for the code again (React keeps a lazy component's
 * failure for good, so the section gets a new one).
 */
export function lazySection<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const renew = () => {
    Section = fresh();
  };
  const fresh = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedSections.add(renew);
          throw error;
        },
      ),
    );
  let Section = fresh();
  function LazySection(props: Props) {
    return <Section {...props} />;
  }
  return LazySection;
}
