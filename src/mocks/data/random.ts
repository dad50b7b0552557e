// Deterministic randomness: the same seed always gives the same data set, in the browser and in node.

/** FNV-1a over the parts, so any mix of strings and numbers makes a stable 32-bit seed. */
export function hashSeed(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0001')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** mulberry32: small, fast, good enough for mock data. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  bool(probability = 0.5): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  hex(length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += Math.floor(this.next() * 16).toString(16);
    return out;
  }

  /** A version-4-shaped UUID. */
  uuid(): string {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)] ?? '8'}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }

  /** Letters and digits, like map UIDs. */
  token(length: number): string {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    let out = '';
    for (let i = 0; i < length; i += 1) out += alphabet[this.int(0, alphabet.length - 1)] ?? 'x';
    return out;
  }
}

export function rngFor(...parts: (string | number)[]): Rng {
  return new Rng(hashSeed(...parts));
}
