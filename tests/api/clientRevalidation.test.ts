// An answer the visitor has just changed (their socials on their profile) is asked past every cache on its next GET
// (revalidateNext in src/api/client.ts): once, for that address only, after a reload of the page too, and whatever the
// tab's session storage holds or refuses. Each test loads the client afresh, as a page load does: the addresses waiting
// are read from the tab's storage once per page.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
// The client as the app loads it: the page loads below are modules of their own, and this import is what ties the file to
// src/api/client.ts for a run of the tests related to it (a mutation run's).
import '../../src/api/client';

type Client = typeof import('../../src/api/client');

/** The tab's session storage: what a reload of the page finds again. */
class TabStorage implements Storage {
  readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

/** A storage that reads but refuses every write (full, or blocked for writing). */
class ReadOnlyStorage extends TabStorage {
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

/** A storage the browser blocks altogether: every use throws. */
class BlockedStorage extends TabStorage {
  override getItem(): string | null {
    throw new DOMException('Access is denied.', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('Access is denied.', 'SecurityError');
  }
}

const KEY = 'tmio-revalidate';

/** The client as a page load has it: a module of its own, which has read nothing from the tab's storage yet. */
const pageLoad = async (): Promise<Client> =>
  (await import(/* @vite-ignore */ `../../src/api/client.ts?page=${crypto.randomUUID()}`)) as Client;

// The page loads are made before the tests, as the app loads its modules before anyone acts: a test's coverage is then
// what it does (a mutation run leaves the client's module-level values to its static check, as for every other file),
// and no other module is loaded again.
let pageLoads: Client[] = [];
beforeAll(async () => {
  pageLoads = await Promise.all(Array.from({ length: 16 }, pageLoad));
});

/** The page loaded (or reloaded) in a tab whose session storage is `storage`. */
function loadPage(storage: Storage): Client {
  vi.stubGlobal('sessionStorage', storage);
  const page = pageLoads.pop();
  if (!page) throw new Error('more page loads than made before the tests');
  return page;
}

/** Each request the mocked API received: its method, address and cache mode ('reload': past every cache). */
let asked: string[] = [];

beforeEach(() => {
  asked = [];
  server.use(
    http.all('/api/profile/*', ({ request }) => {
      asked.push(`${request.method} ${new URL(request.url).pathname} ${request.cache}`);
      return HttpResponse.json({ ok: true });
    }),
  );
});

describe('an answer the visitor has just changed', () => {
  it('is asked past every cache on its next GET only, and the other answers as usual', async () => {
    const client = loadPage(new TabStorage());
    client.revalidateNext('/api/profile/mine');
    await client.apiGet('/api/profile/other');
    await client.apiGet('/api/profile/mine');
    await client.apiGet('/api/profile/mine');
    expect(asked).toEqual([
      'GET /api/profile/other default',
      'GET /api/profile/mine reload',
      'GET /api/profile/mine default',
    ]);
  });

  it('waits for its own GET when several changed, each once however often it changed', async () => {
    const storage = new TabStorage();
    const client = loadPage(storage);
    client.revalidateNext('/api/profile/a');
    client.revalidateNext('/api/profile/b');
    client.revalidateNext('/api/profile/a');
    expect(storage.getItem(KEY)).toBe('["/api/profile/a","/api/profile/b"]');
    await client.apiGet('/api/profile/a');
    // The other one still waits, in the tab's storage too.
    expect(storage.getItem(KEY)).toBe('["/api/profile/b"]');
    await client.apiGet('/api/profile/b');
    await client.apiGet('/api/profile/a');
    await client.apiGet('/api/profile/b');
    expect(storage.getItem(KEY)).toBe('[]');
    expect(asked).toEqual([
      'GET /api/profile/a reload',
      'GET /api/profile/b reload',
      'GET /api/profile/a default',
      'GET /api/profile/b default',
    ]);
  });

  it('is still asked past every cache after the page is reloaded, and once only', async () => {
    const storage = new TabStorage();
    const before = loadPage(storage);
    before.revalidateNext('/api/profile/mine');
    const reloaded = loadPage(storage);
    await reloaded.apiGet('/api/profile/mine');
    const reloadedAgain = loadPage(storage);
    await reloadedAgain.apiGet('/api/profile/mine');
    expect(asked).toEqual(['GET /api/profile/mine reload', 'GET /api/profile/mine default']);
  });

  it('is not taken by a POST to its address: the GET after it is asked past every cache', async () => {
    const client = loadPage(new TabStorage());
    client.revalidateNext('/api/profile/mine');
    await client.apiPost('/api/profile/mine', { socials: [] });
    await client.apiGet('/api/profile/mine');
    expect(asked).toEqual(['POST /api/profile/mine default', 'GET /api/profile/mine reload']);
  });

  it('is remembered for the page when the tab’s storage refuses to keep it', async () => {
    const client = loadPage(new ReadOnlyStorage());
    client.revalidateNext('/api/profile/mine');
    await client.apiGet('/api/profile/mine');
    await client.apiGet('/api/profile/mine');
    expect(asked).toEqual(['GET /api/profile/mine reload', 'GET /api/profile/mine default']);
  });

  it('is remembered for the page when the tab’s storage is blocked', async () => {
    const client = loadPage(new BlockedStorage());
    await client.apiGet('/api/profile/mine');
    client.revalidateNext('/api/profile/mine');
    await client.apiGet('/api/profile/mine');
    expect(asked).toEqual(['GET /api/profile/mine default', 'GET /api/profile/mine reload']);
  });
});

describe('what a reloaded page finds in the tab’s storage', () => {
  const reloadWith = (stored: string) => {
    const storage = new TabStorage();
    storage.setItem(KEY, stored);
    return { storage, client: loadPage(storage) };
  };

  it('reads the addresses that wait, and leaves out what is no address', async () => {
    const { storage, client } = reloadWith('["/api/profile/mine", 5, null, {"path": "/api/profile/other"}]');
    await client.apiGet('/api/profile/mine');
    await client.apiGet('/api/profile/other');
    expect(asked).toEqual(['GET /api/profile/mine reload', 'GET /api/profile/other default']);
    expect(storage.getItem(KEY)).toBe('[]');
  });

  it('reads nothing waiting from a value that is no list, and keeps the next change alone', async () => {
    for (const stored of ['not JSON', '{"paths": ["/api/profile/mine"]}', '"/api/profile/mine"']) {
      asked = [];
      const { storage, client } = reloadWith(stored);
      await client.apiGet('/api/profile/mine');
      client.revalidateNext('/api/profile/other');
      expect(asked, stored).toEqual(['GET /api/profile/mine default']);
      expect(storage.getItem(KEY), stored).toBe('["/api/profile/other"]');
    }
  });
});
