// The signed-in user's session, kept in localStorage under the spec's four names.
export interface StoredSession {
  secret: string;
  accountid: string;
  displayname: string;
  vanity: string;
}

const KEYS = ['secret', 'accountid', 'displayname', 'vanity'] as const;

function read(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    // Storage can be blocked (privacy settings); behave as signed out.
    return '';
  }
}

export function readSession(): StoredSession {
  return { secret: read('secret'), accountid: read('accountid'), displayname: read('displayname'), vanity: read('vanity') };
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
}

export function clearSession(): void {
  try {
    for (const key of KEYS) localStorage.removeItem(key);
  } catch {
    // As above.
  }
}
