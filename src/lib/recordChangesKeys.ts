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
    // Stryker disable BlockStatement: equivalent for the catch below, whose undefined the function returns without it too
    // Stryker disable next-line StringLiteral: equivalent, reading an undeclared localStorage throws, and the catch returns undefined as this does
    // Mutation note (not a Stryker mark: its mutator also names mutants the tests kill on the line below): the same holds for the ConditionalExpression survivor
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Stryker restore BlockStatement
    // Storage blocked by the browser's settings: nothing is kept.
    return undefined;
  }
}

/** Drops what is kept for every account but `account` ('' drops them all): at logout and at another sign-in. */
export function clearRecordChanges(account: string): void {
  const store = keptStorage();
  // Mutation note (not a Stryker mark: its mutator also names mutants the tests kill on the line below): an equivalent survivor, without storage store.length throws in the try below, which then does nothing
  if (!store) return;
  try {
    // Stryker disable next-line StringLiteral: equivalent, no account's key is the bare prefix that an empty account would keep
    // Mutation note (not a Stryker mark: its mutator also names mutants the tests kill on the line below): the same holds for the ConditionalExpression survivor
    const keep = account === '' ? undefined : recordChangesKey(account);
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    // Stryker disable next-line OptionalChaining: equivalent, every index below store.length has a key
    for (const key of keys) if (key?.startsWith(RECORD_CHANGES_PREFIX) && key !== keep) store.removeItem(key);
  } catch {
    // Refused: there is nothing this page can do about it.
  }
}
