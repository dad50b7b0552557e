// The followed account ids alone, for the star next to a name in every list. This part of the Following store is in
// the first view's code (PlayerLink uses it), so it only reads: leniently, never throwing, with no checks beyond
// "a list of ids". Checking, migrating and writing the list is following.ts's job, which the first view does not load.
export const FOLLOWING_KEY = 'following';

const listeners = new Set<() => void>();
let readText: string | null | undefined;
let ids: ReadonlySet<string> = new Set();

function storedText(): string | null {
  let text: string | null = null;
  try {
    text = localStorage.getItem(FOLLOWING_KEY);
  } catch {
    // Storage blocked by the browser's privacy settings: nothing is followed.
  }
  return text;
}

/** The followed ids (lower case); the same Set until the stored list changes. */
export function followedIds(): ReadonlySet<string> {
  const text = storedText();
  if (text === readText) return ids;
  readText = text;
  const next = new Set<string>();
  try {
    // Nothing stored reads "null".
    const value: unknown = JSON.parse(String(text));
    // Version 1 keeps {players: [{id}]}; version 0 was a bare array of ids.
    const list: unknown = Array.isArray(value) ? value : (value as { players?: unknown } | null)?.players;
    if (Array.isArray(list)) {
      for (const entry of list) {
        const id: unknown = typeof entry === 'string' ? entry : (entry as { id?: unknown } | null)?.id;
        if (typeof id === 'string') next.add(id.toLowerCase());
      }
    }
  } catch {
    // An unreadable list stars nobody; the Following page says what happened to it.
  }
  ids = next;
  return ids;
}

/** Tells every reader in this tab that the list changed (the other tabs hear of it through the storage event). */
export function notifyFollowing(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // Another tab changed the list, or cleared all storage (key null).
  if (event.key === FOLLOWING_KEY || event.key === null) notifyFollowing();
}

export function subscribeFollowing(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
