// Mutation runs (vitest.mutation.config.ts) run the API tests in plain Node, several times faster per run than jsdom
// (which is set up anew for every run of every mutant). Only two browser globals are then missing: localStorage, which
// tests/setup.ts clears after each test, and location, whose origin the API client resolves '/api/...' against. These
// stand in for them there and nowhere else (the full suite runs these files in jsdom).
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, value);
  }
}

if (typeof globalThis.localStorage === 'undefined') globalThis.localStorage = new MemoryStorage();
// jsdom's default address, which the tests' mocked answers are served under.
if (typeof globalThis.location === 'undefined')
  Object.defineProperty(globalThis, 'location', { value: new URL('http://localhost:3000/'), configurable: true });
