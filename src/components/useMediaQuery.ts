import { useSyncExternalStore } from 'react';

/** Bulma's mobile range: up to 768 px. The responsive table moves its "under" columns into the main cell there. */
export const PHONE_QUERY = '(max-width: 768px)';

// One subscribe function per query, kept: a new one on every render would make React subscribe again each time.
const subscribers = new Map<string, (onChange: () => void) => () => void>();

function subscribe(query: string) {
  const known = subscribers.get(query);
  if (known) return known;
  const created = (onChange: () => void) => {
    if (typeof window.matchMedia !== 'function') return () => undefined;
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
  subscribers.set(query, created);
  return created;
}

function read(query: string): boolean {
  // Environments without matchMedia (tests, very old browsers) get the desktop layout.
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Whether a media query matches now; the component renders again when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscribe(query),
    () => read(query),
    () => false,
  );
}

export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
