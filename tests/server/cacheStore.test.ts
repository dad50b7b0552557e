// The in-memory answer cache's bound, and the packed form answers take in Redis.
import { describe, expect, it } from 'vitest';
import {
  encodeBodies,
  entryBytes,
  MemoryStore,
  packEntry,
  plainBody,
  unpackEntry,
  type CacheEntry,
} from '../../server/cacheStore';

const entry = (text: string, until = 10_000): CacheEntry => ({
  status: 200,
  contentType: 'application/json',
  fetchedAt: 0,
  freshUntil: until,
  staleUntil: until,
  errorUntil: until,
  bodies: encodeBodies(Buffer.from(text)),
});

describe('the in-memory answer cache', () => {
  it('holds at most its bytes, the least recently used answer out first', async () => {
    const one = entry('a'.repeat(300));
    const size = entryBytes('/api/a', one);
    const store = new MemoryStore(3 * size, () => 0);
    await store.set('/api/a', one);
    await store.set('/api/b', entry('b'.repeat(300)));
    await store.set('/api/c', entry('c'.repeat(300)));
    // /api/a is used: /api/b is now the least recently used.
    expect(await store.get('/api/a')).toBe(one);
    await store.set('/api/d', entry('d'.repeat(300)));
    expect(await store.get('/api/b')).toBeUndefined();
    expect(plainBody((await store.get('/api/a')) ?? entry(''))).toEqual(Buffer.from('a'.repeat(300)));
    expect(await store.get('/api/c')).toBeDefined();
    expect(store.size).toBe(3);
    expect(store.bytes).toBeLessThanOrEqual(3 * size);
    // An answer larger than the whole cache is not kept, and pushes nothing out.
    await store.set('/api/huge', entry('x'.repeat(5000)));
    expect(store.size).toBe(3);
  });

  it('forgets an answer once its last window has passed', async () => {
    let now = 0;
    const store = new MemoryStore(1_000_000, () => now);
    await store.set('/api/a', entry('a', 1000));
    now = 1000;
    expect(await store.get('/api/a')).toBeUndefined();
    expect(store.bytes).toBe(0);
  });
});

describe('a packed answer', () => {
  it('reads back as it was, compressed bodies and all, and anything else reads as nothing', () => {
    const big = entry(JSON.stringify({ tops: Array.from({ length: 100 }, (_, i) => ({ position: i })) }));
    expect(Object.keys(big.bodies).sort()).toEqual(['br', 'gzip']);
    const back = unpackEntry(packEntry(big));
    expect(back).toEqual(big);
    expect(plainBody(back ?? entry(''))).toEqual(plainBody(big));
    expect(unpackEntry(Buffer.from('not an entry'))).toBeUndefined();
    expect(unpackEntry(packEntry(big).subarray(0, 40))).toBeUndefined();
  });
});
