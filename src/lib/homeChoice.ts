// "Open on my home": a signed-in visitor's choice that the brand link opens their home (/me) instead of the Track of
// the Day. Kept in this browser; read defensively: anything but the value written (blocked storage, a hand-edited or
// damaged value) is "off". Small on purpose: the header of the first view reads it.

export const OPEN_ON_HOME_KEY = 'open-on-home';
const ON = '1';
const listeners = new Set<() => void>();

export function readOpenOnHome(): boolean {
  try {
    return localStorage.getItem(OPEN_ON_HOME_KEY) === ON;
  } catch {
    return false;
  }
}

export function writeOpenOnHome(on: boolean): void {
  try {
    if (on) localStorage.setItem(OPEN_ON_HOME_KEY, ON);
    else localStorage.removeItem(OPEN_ON_HOME_KEY);
  } catch {
    // Storage blocked: the choice lasts until the page is left.
  }
  for (const listener of [...listeners]) listener();
}

/** For useSyncExternalStore: this tab's changes and the other tabs'. */
export function subscribeOpenOnHome(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === OPEN_ON_HOME_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
