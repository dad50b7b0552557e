// Where My records keeps, per account, the figures that say what moved since the last visit (recordChangesStore.ts),
// and their removal at logout and when another account signs in. Apart from the store (and its schemas) so that the
// app's boot, which watches the session on every page, removes them without loading the rest: the removal must not
// wait for the answer store, which a browser without IndexedDB never starts.

// Stryker disable next-line StringLiteral: made once when the module loads (static), which a mutation run reuses, so it never sees this change
export const RECORD_CHANGES_PREFIX = 'record-changes:';

// Stryker disable next-line ArrowFunction: made once when the module loads (static), which a mutation run reuses, so it never sees this change
export const recordChangesKey = (account: string) => `${RECORD_CHANGES_PREFIX}${account.toLowerCase()}`;

/** This browser's localStorage, or undefined where the browser's settings block it. */
export function keptStorage(): Storage | undefined {
  try {
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, reading an undeclared localStorage throws, and the catch returns undefined as this does
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage blocked by the browser's settings: nothing is kept.
    return undefined;
  }
}

/** Drops what is kept for every account but `account` ('' drops them all): at logout and at another sign-in. */
export function clearRecordChanges(account: string): void {
  const store = keptStorage();
  // Stryker disable next-line ConditionalExpression: equivalent, without storage store.length throws in the try below, which then does nothing
  if (!store) return;
  try {
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, no account's key is the bare prefix that an empty account would keep
    const keep = account === '' ? undefined : recordChangesKey(account);
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    // Stryker disable next-line OptionalChaining: equivalent, every index below store.length has a key
    for (const key of keys) if (key?.startsWith(RECORD_CHANGES_PREFIX) && key !== keep) store.removeItem(key);
  } catch {
    // Refused: there is nothing this page can do about it.
  }
}
