// The one queue every fan-out goes through (My records, medal counts, followed players): a page that needs dozens of
// answers asks them here, so the public API never sees more than a few of our requests at once. Single page loads go
// straight to readApi. The queue:
// - runs at most `maxInFlight` tasks at once, and one at a time when the API says few requests remain;
// - on a 429 pauses everything until the limit resets, then runs the refused task again (a page shows the wait, never
//   a failed grid);
// - drops a queued task whose page is gone (its AbortSignal aborted) before it is ever sent.
import { ApiError, onRateLimitRemaining, type RequestOptions } from './client';
import { readApi, type Schema } from './schema';

export interface SchedulerOptions {
  /** Requests in flight at most (3: polite to a public API, enough to fill a grid quickly). */
  maxInFlight?: number;
  /** At or below this X-Ratelimit-Remaining, one request at a time. */
  lowRemaining?: number;
  /** The wait after a 429 that does not say how long (seconds). */
  defaultWaitSeconds?: number;
  /** How often one task may meet a 429 before it fails like any error. */
  maxRateLimitRetries?: number;
  now?: () => number;
}

export interface SchedulerState {
  inFlight: number;
  queued: number;
  /** While paused by a 429: when the queue runs again (ms since the epoch). */
  pausedUntil: number | undefined;
  /** While paused: whole seconds left, counted down each second (what a page shows). */
  waitSeconds: number | undefined;
}

interface Task {
  run: (signal: AbortSignal) => Promise<unknown>;
  signal: AbortSignal | undefined;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
  rateLimited: number;
  dropAbort: () => void;
}

const aborted = () => new ApiError('aborted', 'The request was cancelled.');

export class RequestScheduler {
  private readonly maxInFlight: number;
  private readonly lowRemaining: number;
  private readonly defaultWaitSeconds: number;
  private readonly maxRateLimitRetries: number;
  private readonly now: () => number;
  private readonly queue: Task[] = [];
  private readonly listeners = new Set<() => void>();
  private inFlight = 0;
  private remaining: number | undefined;
  private pausedUntil: number | undefined;
  private resumeTimer: ReturnType<typeof setTimeout> | undefined;
  private countdown: ReturnType<typeof setInterval> | undefined;
  private state: SchedulerState = { inFlight: 0, queued: 0, pausedUntil: undefined, waitSeconds: undefined };

  constructor(options: SchedulerOptions = {}) {
    this.maxInFlight = options.maxInFlight ?? 3;
    this.lowRemaining = options.lowRemaining ?? 10;
    this.defaultWaitSeconds = options.defaultWaitSeconds ?? 10;
    this.maxRateLimitRetries = options.maxRateLimitRetries ?? 3;
    this.now = options.now ?? Date.now;
  }

  /** Runs `run` when the queue allows; it gets a signal that aborts with the caller's. */
  schedule<T>(run: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(aborted());
    return new Promise<T>((resolve, reject) => {
      const task: Task = {
        run,
        signal,
        resolve: (value) => {
          resolve(value as T);
        },
        reject,
        rateLimited: 0,
        dropAbort: () => undefined,
      };
      if (signal) {
        const onAbort = () => {
          const index = this.queue.indexOf(task);
          if (index >= 0) {
            this.queue.splice(index, 1);
            reject(aborted());
            this.changed();
          }
        };
        // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent, a signal aborts once
        signal.addEventListener('abort', onAbort, { once: true });
        // Stryker disable next-line BlockStatement: equivalent, a listener left behind finds its task gone from the queue and does nothing (only memory)
        task.dropAbort = () => {
          // Stryker disable next-line StringLiteral: equivalent, as above
          signal.removeEventListener('abort', onAbort);
        };
      }
      this.queue.push(task);
      this.changed();
      this.pump();
    });
  }

  /** What the API said of the requests left in its window (X-Ratelimit-Remaining), from any answer. */
  noteRemaining(remaining: number | undefined): void {
    // Number.isFinite is false for undefined too.
    if (!Number.isFinite(remaining)) return;
    this.remaining = remaining;
  }

  getState(): SchedulerState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private limit(): number {
    // No count known yet reads as plenty left.
    return (this.remaining ?? Number.POSITIVE_INFINITY) <= this.lowRemaining ? 1 : this.maxInFlight;
  }

  private pump(): void {
    if (this.pausedUntil !== undefined) return;
    while (this.inFlight < this.limit() && this.queue.length > 0) {
      const task = this.queue.shift();
      // Stryker disable next-line ConditionalExpression: equivalent, the loop only shifts a queue that is not empty
      if (task) this.start(task);
    }
    this.changed();
  }

  private start(task: Task): void {
    this.inFlight += 1;
    const controller = new AbortController();
    const forward = () => {
      controller.abort();
    };
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent, a signal aborts once
    task.signal?.addEventListener('abort', forward, { once: true });
    const settle = () => {
      // Stryker disable next-line StringLiteral: equivalent, aborting a settled request's controller changes nothing (only memory)
      task.signal?.removeEventListener('abort', forward);
      this.inFlight -= 1;
    };
    task.run(controller.signal).then(
      (value) => {
        settle();
        task.dropAbort();
        task.resolve(value);
        this.pump();
      },
      (error: unknown) => {
        settle();
        if (
          error instanceof ApiError &&
          error.kind === 'rate-limit' &&
          task.rateLimited < this.maxRateLimitRetries &&
          !task.signal?.aborted
        ) {
          task.rateLimited += 1;
          // First in line again once the window resets.
          this.queue.unshift(task);
          this.pause(error.retryAfterSeconds ?? this.defaultWaitSeconds);
          return;
        }
        task.dropAbort();
        task.reject(error);
        this.pump();
      },
    );
  }

  private pause(seconds: number): void {
    const until = this.now() + Math.max(1, seconds) * 1000;
    this.pausedUntil = Math.max(this.pausedUntil ?? 0, until);
    // A 429 means the window is spent: the next ones go one at a time until an answer says otherwise.
    this.remaining = 0;
    clearTimeout(this.resumeTimer);
    this.resumeTimer = setTimeout(() => {
      this.resumeTimer = undefined;
      this.pausedUntil = undefined;
      clearInterval(this.countdown);
      this.countdown = undefined;
      this.pump();
    }, this.pausedUntil - this.now());
    this.countdown ??= setInterval(() => {
      this.changed();
    }, 1000);
    this.changed();
  }

  private secondsLeft(): number | undefined {
    return this.pausedUntil === undefined ? undefined : Math.max(1, Math.ceil((this.pausedUntil - this.now()) / 1000));
  }

  private changed(): void {
    const next: SchedulerState = {
      inFlight: this.inFlight,
      queued: this.queue.length,
      pausedUntil: this.pausedUntil,
      waitSeconds: this.secondsLeft(),
    };
    const same = (Object.keys(next) as (keyof SchedulerState)[]).every((key) => next[key] === this.state[key]);
    if (same) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

/** The site's one scheduler: every fan-out shares it, so two pages' fan-outs never add up past its cap. */
export const apiScheduler = new RequestScheduler();
onRateLimitRemaining((remaining) => {
  apiScheduler.noteRemaining(remaining);
});

/** readApi through the shared scheduler: for the many requests of a fan-out, never for a page's own few. */
export function readApiScheduled<T>(
  path: string,
  schema: Schema<T>,
  what: string,
  options: RequestOptions = {},
): Promise<T> {
  return apiScheduler.schedule((signal) => readApi(path, schema, what, { signal }), options.signal);
}

/** How a query factory's fetch goes: an option of the one fetch, never a second key for the same answer. */
export interface ReadVia {
  /** Through the shared scheduler: for the many requests of a fan-out (a grid, medal counts, followed players). */
  scheduled?: boolean;
  /** Cancelled by this signal instead of the query's own: a search that shares a read with other searches. */
  signal?: AbortSignal;
}

/** A factory's fetch: readApi straight, or through the shared scheduler when `via` asks for it. */
export function readVia<T>(
  path: string,
  schema: Schema<T>,
  what: string,
  signal: AbortSignal,
  via: ReadVia = {},
): Promise<T> {
  const options = { signal: via.signal ?? signal };
  return via.scheduled ? readApiScheduled(path, schema, what, options) : readApi(path, schema, what, options);
}
