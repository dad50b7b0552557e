// Where the server's shared answer cache keeps its answers: in this process (MemoryStore, bounded in bytes, least
// recently used out first) or in Redis, shared by every instance (server/redisStore.ts). An answer is kept compressed,
// brotli and gzip side by side, so a hit is sent as it is to any browser; a small one is kept as it came.
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

/** One cached answer of the API, with the times its windows end (ms; see src/api/answerFreshness.ts). */
export interface CacheEntry {
  status: number;
  contentType: string;
  fetchedAt: number;
  freshUntil: number;
  staleUntil: number;
  errorUntil: number;
  /** The body as sent upstream, encoded each way it is kept. */
  bodies: Partial<Record<Encoding, Buffer>>;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this size, compressing saves less than its headers cost: the body is kept as it came. */
const COMPRESS_FROM_BYTES = 1024;

/** The bodies to keep for an answer body. */
export function encodeBodies(body: Buffer): CacheEntry['bodies'] {
  if (body.length < COMPRESS_FROM_BYTES) return { identity: body };
  // Brotli at quality 5, as the server compresses the site's files (docs/decisions/010-server-compression.md).
  return { br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), gzip: gzipSync(body) };
}

/** The body of an entry as sent upstream. */
export function plainBody(entry: CacheEntry): Buffer {
  if (entry.bodies.identity) return entry.bodies.identity;
  if (entry.bodies.gzip) return gunzipSync(entry.bodies.gzip);
  return Buffer.alloc(0);
}

/** How many bytes an entry holds (its bodies, and a little for the rest). */
export const entryBytes = (key: string, entry: CacheEntry): number =>
  Object.values(entry.bodies).reduce((sum, body) => sum + body.length, 0) + key.length + 200;

/** A cache engine: answers by key, and a short lock so that one instance at a time asks the API for a key. */
export interface CacheStore {
  readonly name: string;
  get(key: string): Promise<CacheEntry | undefined>;
  set(key: string, entry: CacheEntry): Promise<void>;
  /** Takes the lock on `key` for `ms` unless another holder has it: true when taken. */
  lock(key: string, ms: number): Promise<boolean>;
  unlock(key: string): Promise<void>;
  /** Whether the engine answers (for /healthz). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The cache of one process: a Map in least-recently-used order, bounded in bytes. */
export class MemoryStore implements CacheStore {
  readonly name = 'memory';
  private readonly entries = new Map<string, { entry: CacheEntry; bytes: number }>();
  private total = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The bytes held now. */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Promise<CacheEntry | undefined> {
    const found = this.entries.get(key);
    if (!found) return Promise.resolve(undefined);
    this.entries.delete(key);
    if (found.entry.errorUntil <= this.now()) {
      this.total -= found.bytes;
      return Promise.resolve(undefined);
    }
    // Used now: to the end of the order.
    this.entries.set(key, found);
    return Promise.resolve(found.entry);
  }

  set(key: string, entry: CacheEntry): Promise<void> {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.total -= old.bytes;
    }
    const bytes = entryBytes(key, entry);
    if (bytes > this.maxBytes) return Promise.resolve();
    this.entries.set(key, { entry, bytes });
    this.total += bytes;
    for (const [oldest, { bytes: size }] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= size;
    }
    return Promise.resolve();
  }

  // One process: coalescing in server/answerCache.ts is all the locking there is to do.
  lock(): Promise<boolean> {
    return Promise.resolve(true);
  }

  unlock(): Promise<void> {
    return Promise.resolve();
  }

  ping(): Promise<boolean> {
    return Promise.resolve(true);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** An entry as one Buffer (for Redis): the length of a JSON header, the header, then the bodies in its order. */
export function packEntry(entry: CacheEntry): Buffer {
  const { bodies, ...rest } = entry;
  const parts = Object.entries(bodies) as [Encoding, Buffer][];
  const header = Buffer.from(
    JSON.stringify({ ...rest, parts: parts.map(([encoding, body]) => [encoding, body.length]) }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return Buffer.concat([length, header, ...parts.map(([, body]) => body)]);
}

const isEncoding = (value: unknown): value is Encoding => value === 'br' || value === 'gzip' || value === 'identity';

/** An entry from packEntry's Buffer, or undefined for anything else (another version's layout, a cut value). */
export function unpackEntry(packed: Buffer): CacheEntry | undefined {
  try {
    const length = packed.readUInt32BE(0);
    const header = JSON.parse(packed.subarray(4, 4 + length).toString()) as Record<string, unknown>;
    const { status, contentType, fetchedAt, freshUntil, staleUntil, errorUntil, parts } = header;
    const times = [status, fetchedAt, freshUntil, staleUntil, errorUntil];
    if (!times.every((time) => typeof time === 'number') || typeof contentType !== 'string' || !Array.isArray(parts))
      return undefined;
    const bodies: CacheEntry['bodies'] = {};
    let at = 4 + length;
    for (const part of parts as unknown[]) {
      if (!Array.isArray(part) || !isEncoding(part[0]) || typeof part[1] !== 'number') return undefined;
      bodies[part[0]] = packed.subarray(at, at + part[1]);
      at += part[1];
    }
    if (at !== packed.length) return undefined;
    const [s, f, fu, su, eu] = times;
    return {
      status: s ?? 0,
      contentType,
      fetchedAt: f ?? 0,
      freshUntil: fu ?? 0,
      staleUntil: su ?? 0,
      errorUntil: eu ?? 0,
      bodies,
    };
  } catch {
    return undefined;
  }
}
