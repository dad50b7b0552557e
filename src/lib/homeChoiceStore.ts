// Writing "Open on my home" (homeChoice.ts), and following its changes, for the account menu's checkbox.
import { OPEN_ON_HOME_KEY, OPEN_ON_HOME_VALUE } from './homeChoice';

export { readOpenOnHome } from './homeChoice';

const listeners = new Set<() => void>();

export function writeOpenOnHome(on: boolean): void {
  try {
    if (on) localStorage.setItem(OPEN_ON_HOME_KEY, OPEN_ON_HOME_VALUE);
    else localStorage.removeItem(OPEN_ON_HOME_KEY);
  } catch {
    // Storage blocked: the choice is not kept.
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
