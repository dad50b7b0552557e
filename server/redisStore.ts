// The shared answer cache in Redis (or Valkey), for several instances behind a load balancer: SERVE_CACHE_URL=redis://…
// Through Redis's official Node client. Each answer is one key holding the packed entry (server/cacheStore.ts), set
// to expire when its last window ends; the bound in bytes is Redis's own (maxmemory with an LRU policy, see README).
// The upstream lock is SET NX PX with a token of this instance, released only by its holder. While Redis cannot be
// reached, every call fails fast (no offline queue); while it answers nothing (frozen, overloaded), every call fails
// after commandTimeoutMs; either way the cache goes on with each instance's memory in front (server/layeredStore.ts).
import { randomUUID } from 'node:crypto';
import { createClient, RESP_TYPES } from 'redis';
import { packEntry, unpackEntry, type CacheEntry, type CacheStore } from './cacheStore.ts';
import { within } from './timeLimit.ts';

const RELEASE_LOCK =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export interface RedisStoreOptions {
  url: string;
  /** Prefix of every key (`tmio:`), so one Redis can serve other things too. */
  prefix?: string;
  /** How long a command may take before it counts as failed, in ms (500). */
  commandTimeoutMs?: number;
  now?: () => number;
}

export async function createRedisStore(options: RedisStoreOptions): Promise<CacheStore> {
  const prefix = options.prefix ?? 'tmio:';
  const now = options.now ?? Date.now;
  const token = randomUUID();
  const timeoutMs = options.commandTimeoutMs ?? 500;
  /** A command that has not answered within the time counts as failed (a frozen Redis keeps the socket open). */
  const timed = <T>(command: Promise<T>): Promise<T> =>
    within(command, timeoutMs, (): never => {
      throw new Error(`no answer within ${String(timeoutMs)} ms`);
    });
  const client = createClient({
    url: options.url,
    // A cache that waits for Redis would make every visitor wait: fail at once and answer without it.
    disableOfflineQueue: true,
    socket: { connectTimeout: 3000, reconnectStrategy: (retries: number) => Math.min(2000, 50 * 2 ** retries) },
  }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  let lastError = '';
  client.on('error', (error: unknown) => {
    // Said once per kind of failure, not once per reconnection attempt.
    const message = error instanceof Error ? error.message : String(error);
    if (message !== lastError) console.error(`answer cache: Redis at ${new URL(options.url).host}: ${message}`);
    lastError = message;
  });
  client.on('ready', () => (lastError = ''));
  await client.connect();

  return {
    name: 'redis',
    async get(key) {
      const value = await timed(client.get(`${prefix}answer:${key}`));
      return value ? unpackEntry(value) : undefined;
    },
    async set(key, entry: CacheEntry) {
      const ttl = Math.ceil(entry.errorUntil - now());
      if (ttl <= 0) return;
      await timed(client.set(`${prefix}answer:${key}`, packEntry(entry), { expiration: { type: 'PX', value: ttl } }));
    },
    async lock(key, ms) {
      const taken = await timed(
        client.set(`${prefix}lock:${key}`, token, { condition: 'NX', expiration: { type: 'PX', value: ms } }),
      );
      return taken !== null;
    },
    async unlock(key) {
      await timed(client.eval(RELEASE_LOCK, { keys: [`${prefix}lock:${key}`], arguments: [token] }));
    },
    async ping() {
      return client.isReady && (await timed(client.ping())).toString() === 'PONG';
    },
    async close() {
      if (client.isOpen) await client.close();
    },
  };
}
