import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * Every move to another page opens it at its top, as a link on any website does, with the focus on its heading (for
 * screen readers; focusNewHeading.ts loads on the first move); Back and Forward leave the position and the focus to
 * the browser, which puts the reader back where they were. A change of the same page's address (a filter, a search,
 * an offset) keeps both: the reader is at the control they used.
 */
export function useTopOfNewPage(): void {
  const { pathname } = useLocation();
  const action = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const forward = action !== NavigationType.Pop;
    if (forward) window.scrollTo(0, 0);
    void import('./focusNewHeading').then((m) => (forward ? m.focusNewHeading() : m.stopFocusWait()));
  }, [pathname, action]);
}
