import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * Every move to another page opens it at its top, as a link on any website does; Back and Forward leave the position
 * to the browser, which puts the reader back where they were. A change of the same page's address (a filter, a
 * search, an offset) keeps the position: the reader is at the control they used.
 */
export function useTopOfNewPage(): void {
  const { pathname } = useLocation();
  const action = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (action !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, action]);
}
