// The "ratelimit" scenario: the mocked API counts requests in a fixed window, as the real one does, and answers 429
// once the window's allowance is spent, saying when it resets. Every answer says how many requests remain, so the
// request scheduler's slow-down and pause can be watched by hand and tested.

export interface RateLimitOptions {
  /** Requests allowed per window. */
  limit: number;
  /** The window's length in seconds. */
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { limit: 40, windowSeconds: 10 };

/** "limit=40;window=10": a request header and the mock server's MOCK_RATELIMIT. */
export const RATE_LIMIT_HEADER = 'x-mock-ratelimit';

export interface RateLimitVerdict {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets (X-Ratelimit-Reset). */
  resetSeconds: number;
}

let windowStart = Number.NEGATIVE_INFINITY;
let used = 0;

/** Counts one request against the window that holds `now` (ms since the epoch). */
export function takeRequest(options: RateLimitOptions, now = Date.now()): RateLimitVerdict {
  const length = options.windowSeconds * 1000;
  if (now >= windowStart + length) {
    windowStart = now;
    used = 0;
  }
  used += 1;
  const resetSeconds = Math.max(1, Math.ceil((windowStart + length - now) / 1000));
  return { allowed: used <= options.limit, remaining: Math.max(0, options.limit - used), resetSeconds };
}

/** A new window: tests start from a full allowance. */
export function resetRateLimit(): void {
  windowStart = Number.NEGATIVE_INFINITY;
  used = 0;
}

/** Reads "limit=40;window=10"; what is missing or not a positive number keeps its default. */
export function parseRateLimit(raw: string | null | undefined): Partial<RateLimitOptions> {
  const out: Partial<RateLimitOptions> = {};
  for (const part of (raw ?? '').split(';')) {
    const [key, value] = part.split('=').map((text) => text.trim());
    const number = Number(value);
    if (!Number.isFinite(number) || number <= 0) continue;
    if (key === 'limit') out.limit = Math.floor(number);
    if (key === 'window') out.windowSeconds = number;
  }
  return out;
}

export function formatRateLimit(options: RateLimitOptions): string {
  return `limit=${String(options.limit)};window=${String(options.windowSeconds)}`;
}
