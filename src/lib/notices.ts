// The shell's quiet notes that code outside React raises: the answer store could not be read, a new version of the
// site is ready. A tiny store for useSyncExternalStore; the modules that raise them load after the first view.

export interface Notices {
  /** The stored answers could not be read and were cleared. */
  storeDropped: boolean;
  /** Set when a new version is installed and waiting: calling it reloads the page on the new version. */
  reloadToUpdate?: () => void;
}

let notices: Notices = { storeDropped: false };
const listeners = new Set<() => void>();

export const getNotices = (): Notices => notices;

export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setNotices(change: Partial<Notices>): void {
  notices = { ...notices, ...change };
  for (const listener of listeners) listener();
}
