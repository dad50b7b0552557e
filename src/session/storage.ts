// The signed-in user's session, kept in localStorage under the spec's four names.
export interface StoredSession {
  secret: string;
  accountid: string;
  displayname: string;
  vanity: string;
}

const KEYS = ['secret', 'accountid', 'displayname', 'vanity'] as const;

const listeners = new Set<() => void>();

/**
 * Calls `listener` whenever the stored session may have changed: signed in, signed out, or its account changed, in
 * this tab or another (the `storage` event). What is kept for one account (the answer store's own records) follows it.
 */
export function onSessionChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (KEYS as readonly string[]).includes(event.key)) listener();
  };
  listeners.add(listener);
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

const changed = () => {
  for (const listener of [...listeners]) listener();
};

function read(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    // Storage can be blocked (privacy settings); behave as signed out.
    return '';
  }
}

export function readSession(): StoredSession {
  return {
    secret: read('secret'),
    accountid: read('accountid'),
    displayname: read('displayname'),
    vanity: read('vanity'),
  };
}

export function readSecret(): string {
  return read('secret');
}

export function writeSession(values: Partial<StoredSession>): void {
  try {
    for (const key of KEYS) {
      const value = values[key];
      if (value !== undefined) localStorage.setItem(key, value);
    }
  } catch {
    // Nothing to do: the session simply does not persist.
  }
  changed();
}

export function clearSession(): void {
  try {
    for (const key of KEYS) localStorage.removeItem(key);
  } catch {
    // As above.
  }
  changed();
}

/** The signed-in account's id, or '' when nobody is signed in (as SessionProvider counts a session: secret and id). */
export function signedInAccount(): string {
  // Two reads, not the session's four: every player query asks (data/player.ts), a fan-out once per player.
  const accountid = read('accountid');
  return accountid !== '' && read('secret') !== '' ? accountid : '';
}
