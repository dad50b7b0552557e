// One polite client of the API for all visitors: every request the server sends upstream takes a turn here. A few at
// a time; the API's X-Ratelimit-Remaining and X-Ratelimit-Reset are read from every answer, and near the end of the
// allowance the turns are spread over what is left of the window; a 429 pauses everything until the reset. A turn
// that would wait too long is refused at once (QueueBusy), so the caller answers from the cache or with 503.
import type { IncomingHttpHeaders } from 'node:http';

export interface QueueOptions {
  /** Requests in flight at once (4). */
  concurrency?: number;
  /** From this many requests left in the window, turns are spread over the rest of it (5). */
  lowWater?: number;
  /** The longest a turn may wait, in ms (10 s): longer, and it is refused. */
  maxWaitMs?: number;
  /** The pause after a 429 that says nothing of its reset, in ms (30 s). */
  defaultPauseMs?: number;
  /** The longest pause or window a header may ask for, in ms (5 min): the API's window is a minute. */
  maxPauseMs?: number;
  now?: () => number;
}

/** A turn refused: the API asked for a pause (or the queue is full) for `retryAfterMs`. */
export class QueueBusy extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`The API asked for a pause of ${String(Math.ceil(retryAfterMs / 1000))} s.`);
  }
}

interface Waiter {
  start: () => void;
  fail: (error: QueueBusy) => void;
  deadline: number;
}

const header = (headers: IncomingHttpHeaders, name: string): number | undefined => {
  const raw = headers[name];
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return raw === undefined || raw === '' || !Number.isFinite(value) ? undefined : value;
};

export class UpstreamQueue {
  private readonly concurrency: number;
  private readonly lowWater: number;
  private readonly maxWaitMs: number;
  private readonly defaultPauseMs: number;
  private readonly maxPauseMs: number;
  private readonly now: () => number;
  private readonly waiting: Waiter[] = [];
  private inFlight = 0;
  /** What the last answer said: requests left, and when the window resets (ms). */
  private remaining: number | undefined;
  private resetAt = 0;
  private pausedUntil = 0;
  private lastStart = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Counts for the log and the bench. */
  readonly counts = { sent: 0, refused: 0, limited: 0 };

  constructor(options: QueueOptions = {}) {
    this.concurrency = options.concurrency ?? 4;
    this.lowWater = options.lowWater ?? 5;
    this.maxWaitMs = options.maxWaitMs ?? 10_000;
    this.defaultPauseMs = options.defaultPauseMs ?? 30_000;
    this.maxPauseMs = options.maxPauseMs ?? 5 * 60_000;
    // A monotonic clock: a window is a span of time, whatever the wall clock does (or a test sets it to).
    this.now = options.now ?? (() => performance.now());
  }

  /** How long (ms) the API has asked us to wait; 0 when it has not. */
  pausedForMs(): number {
    return Math.max(0, this.pausedUntil - this.now());
  }

  get active(): number {
    return this.inFlight;
  }

  /** Runs `task` in its turn; `task` gives back the answer's status and headers for the queue to read. */
  async run<T>(task: () => Promise<{ value: T; status?: number; headers?: IncomingHttpHeaders }>): Promise<T> {
    await this.turn();
    let done: { status?: number; headers?: IncomingHttpHeaders } = {};
    try {
      const outcome = await task();
      done = outcome;
      return outcome.value;
    } finally {
      this.inFlight -= 1;
      if (done.headers) this.observe(done.status ?? 0, done.headers);
      this.pump();
    }
  }

  /** Reads the rate limit of an answer. */
  observe(status: number, headers: IncomingHttpHeaders): void {
    const now = this.now();
    const remaining = header(headers, 'x-ratelimit-remaining');
    const reset = header(headers, 'x-ratelimit-reset') ?? header(headers, 'retry-after');
    const resetAt = reset === undefined ? undefined : now + this.waitOf(reset);
    if (remaining !== undefined) this.remaining = remaining;
    if (resetAt !== undefined) this.resetAt = resetAt;
    if (status === 429) {
      this.counts.limited += 1;
      this.remaining = 0;
      this.pausedUntil = Math.max(this.pausedUntil, resetAt ?? now + this.defaultPauseMs);
    }
  }

  /**
   * The wait a reset header means, in ms: seconds to wait, a unix time in seconds (as the app's client reads it) or in
   * milliseconds; never below 0 nor above maxPauseMs, whatever the header says.
   */
  private waitOf(reset: number): number {
    const wait =
      reset > 100_000_000_000 ? reset - Date.now() : reset > 1_000_000_000 ? reset * 1000 - Date.now() : reset * 1000;
    return Math.min(this.maxPauseMs, Math.max(0, wait));
  }

  private turn(): Promise<void> {
    return new Promise((start, fail) => {
      const wait = this.pausedForMs();
      if (wait > this.maxWaitMs) {
        this.counts.refused += 1;
        fail(new QueueBusy(wait));
        return;
      }
      this.waiting.push({ start, fail, deadline: this.now() + this.maxWaitMs });
      this.pump();
    });
  }

  /** When the next turn may start (ms), given the window. */
  private nextStart(now: number): number {
    if (now < this.pausedUntil) return this.pausedUntil;
    if (this.remaining === undefined || now >= this.resetAt) {
      // A new window (or nothing said yet): the next answer will tell.
      if (now >= this.resetAt) this.remaining = undefined;
      return now;
    }
    const left = this.remaining - this.inFlight;
    if (left <= 0) return this.resetAt;
    if (left > this.lowWater) return now;
    return Math.max(now, this.lastStart + (this.resetAt - now) / left);
  }

  private pump(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const now = this.now();
    // Turns that waited past their deadline are refused: the visitor gets the cache or a 503, not a hung page.
    for (let i = this.waiting.length - 1; i >= 0; i -= 1) {
      const waiter = this.waiting[i];
      if (waiter && waiter.deadline <= now) {
        this.waiting.splice(i, 1);
        this.counts.refused += 1;
        waiter.fail(new QueueBusy(Math.max(1000, this.nextStart(now) - now)));
      }
    }
    while (this.waiting.length > 0 && this.inFlight < this.concurrency) {
      const at = this.nextStart(now);
      if (at > now) {
        const first = this.waiting[0]?.deadline ?? at;
        this.timer = setTimeout(() => this.pump(), Math.max(1, Math.min(at, first) - now));
        this.timer.unref();
        return;
      }
      const waiter = this.waiting.shift();
      if (!waiter) break;
      this.inFlight += 1;
      this.lastStart = now;
      this.counts.sent += 1;
      waiter.start();
    }
    // Every slot busy: the first deadline (turns wait in the order they came, all as long) is kept by a timer, not by
    // the next request that happens to come.
    const first = this.waiting[0];
    if (first) {
      this.timer = setTimeout(() => this.pump(), Math.max(1, first.deadline - now));
      this.timer.unref();
    }
  }
}
