import { vi } from 'vitest';

/**
 * Makes `matchMedia` answer as a browser of the given width would for max-width and min-width queries (jsdom has no
 * matchMedia, so components render their desktop layout unless a test calls this). Undone after each test by the
 * shared setup's vi.unstubAllGlobals().
 */
export function setViewportWidth(width: number): void {
  const matches = (query: string) =>
    [...query.matchAll(/\((max|min)-width:\s*(\d+)px\)/g)].every(([, kind, value]) =>
      kind === 'max' ? width <= Number(value) : width >= Number(value),
    );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
