// Where My records keeps, per account, the figures that say what moved since the last visit (recordChangesStore.ts),
// and their removal at logout and when another account signs in. Apart from the store (and its schemas) so that the
// app's boot, which watches the session on every page, removes them without loading the rest: the removal must not
// wait for the answer store, which a browser without IndexedDB never starts.

export const RECORD_CHANGES_PREFIX = 'record-changes:';

export const recordChangesKey = (account: string) => `${RECORD_CHANGES_PREFIX}${account.toLowerCase()}`;

/** This browser's localStorage, or undefined where the browser's settings block it. */
export function keptStorage(): Storage | undefined {
  try {
    // An undeclared localStorage (no browser) throws here as a blocked one does: the catch says nothing is kept.
    return localStorage;
  } catch {
    // Storage blocked by the browser's settings: nothing is kept.
    return undefined;
  }
}

/** Drops what is kept for every account but `account` ('' drops them all): at logout and at another sign-in. */
export function clearRecordChanges(account: string): void {
  try {
    // Missing or blocked storage throws here (reading localStorage or its length): then there is nothing to drop.
    const store = localStorage;
    // '' keeps nothing: no stored key is ''.
    const keep = account && recordChangesKey(account);
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) if (key?.startsWith(RECORD_CHANGES_PREFIX) && key !== keep) store.removeItem(key);
  } catch {
    // Refused: there is nothing this page can do about it.
  }
}
