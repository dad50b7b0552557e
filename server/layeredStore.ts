// A shared store (Redis) with this process's memory in front: a fresh answer this instance holds needs no round trip,
// and while the shared store is slow or down, what this instance last had is still there to answer from.
import type { CacheEntry, CacheStore, MemoryStore } from './cacheStore.ts';

export class LayeredStore implements CacheStore {
  readonly name: string;

  constructor(
    private readonly near: MemoryStore,
    private readonly far: CacheStore,
    private readonly now: () => number = Date.now,
  ) {
    this.name = far.name;
  }

  async get(key: string): Promise<CacheEntry | undefined> {
    const near = await this.near.get(key);
    if (near && this.now() < near.freshUntil) return near;
    let far: CacheEntry | undefined;
    try {
      far = await this.far.get(key);
    } catch (error) {
      // The shared store failed: this instance's own copy, when it has one, rather than nothing.
      if (near) return near;
      throw error;
    }
    if (!far || (near && near.fetchedAt >= far.fetchedAt)) return near;
    await this.near.set(key, far);
    return far;
  }

  async set(key: string, entry: CacheEntry): Promise<void> {
    await this.near.set(key, entry);
    await this.far.set(key, entry);
  }

  lock(key: string, ms: number): Promise<boolean> {
    return this.far.lock(key, ms);
  }

  unlock(key: string): Promise<void> {
    return this.far.unlock(key);
  }

  ping(): Promise<boolean> {
    return this.far.ping();
  }

  close(): Promise<void> {
    return this.far.close();
  }
}
