// A fixed-window counter per client, for the limits anyone can meet: drift reports (server/report.ts) and the upstream
// requests a client's misses cost (server/apiHandler.ts).

interface Window {
  start: number;
  posts: number;
}

/** A fixed-window counter per key, in a Map of bounded size (insertion order: the oldest key is forgotten first). */
export class RateTable {
  private readonly table = new Map<string, Window>();
  private all: Window = { start: Number.NEGATIVE_INFINITY, posts: 0 };

  constructor(
    private readonly perClient: number,
    private readonly perWindow: number,
    private readonly windowMs: number,
    private readonly maxClients: number,
  ) {}

  get size(): number {
    return this.table.size;
  }

  /** Counts one post by `client` at `now`: 0 when allowed, else the seconds until it would be. */
  take(client: string, now: number): number {
    if (now - this.all.start >= this.windowMs) this.all = { start: now, posts: 0 };
    let window = this.table.get(client);
    if (!window || now - window.start >= this.windowMs) {
      this.table.delete(client);
      if (this.table.size >= this.maxClients) this.forget(now);
      window = { start: now, posts: 0 };
      this.table.set(client, window);
    }
    if (window.posts >= this.perClient) return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
    if (this.all.posts >= this.perWindow) return Math.max(1, Math.ceil((this.all.start + this.windowMs - now) / 1000));
    window.posts += 1;
    this.all.posts += 1;
    return 0;
  }

  /** Makes room for one address: the expired windows go, or, in a flood of new addresses, the oldest one. */
  private forget(now: number): void {
    for (const [client, window] of this.table) {
      if (now - window.start >= this.windowMs) this.table.delete(client);
    }
    const oldest = this.table.keys().next();
    if (this.table.size >= this.maxClients && !oldest.done) this.table.delete(oldest.value);
  }
}
