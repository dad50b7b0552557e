import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '../lib/site';
import { notePageTitle, startPageView } from '../lib/pageView';

export function fullTitle(pageTitle?: string): string {
  return pageTitle ? `${PRODUCT_NAME} - ${pageTitle}` : PRODUCT_NAME;
}

/** Sets the title and tells the page-view counter, which counts the address's view once its title has settled. */
function applyTitle(title: string, path: string): void {
  if (document.title !== title) document.title = title;
  notePageTitle(title, path);
}

/**
 * Resets the title to the product name on every path change. Used once, by the shell: it runs as a
 * layout effect so that it comes before the pages' own title effects of the same render.
 */
export function useTitleReset(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.title = PRODUCT_NAME;
    // Each path shown is one page view, counted once its title has settled.
    startPageView(PRODUCT_NAME, pathname);
  }, [pathname]);
}

/** Sets the page title; re-applied after each path change because the shell resets it. */
export function useTitle(pageTitle: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pageTitle) applyTitle(fullTitle(pageTitle), pathname);
  }, [pageTitle, pathname]);
}
