import { beforeEach, describe, expect, it } from 'vitest';
import { parseRateLimit, resetRateLimit, takeRequest } from '../../src/mocks/rateLimit';

// The window is module state: another file's requests may have opened one at the real time.
beforeEach(resetRateLimit);

describe('the mocked rate limit', () => {
  it('allows the window’s allowance, refuses the rest until the window resets, and says when', () => {
    const options = { limit: 3, windowSeconds: 10 };
    expect(takeRequest(options, 1_000_000)).toEqual({ allowed: true, remaining: 2, resetSeconds: 10 });
    expect(takeRequest(options, 1_001_000)).toEqual({ allowed: true, remaining: 1, resetSeconds: 9 });
    expect(takeRequest(options, 1_002_500)).toEqual({ allowed: true, remaining: 0, resetSeconds: 8 });
    expect(takeRequest(options, 1_009_999)).toEqual({ allowed: false, remaining: 0, resetSeconds: 1 });
    expect(takeRequest(options, 1_010_000)).toEqual({ allowed: true, remaining: 2, resetSeconds: 10 });
  });

  it('reads its settings from "limit=40;window=10", ignoring what is not a positive number', () => {
    expect(parseRateLimit('limit=40;window=10')).toEqual({ limit: 40, windowSeconds: 10 });
    expect(parseRateLimit(' limit = 7 ')).toEqual({ limit: 7 });
    expect(parseRateLimit('limit=-1;window=abc;other=3')).toEqual({});
    expect(parseRateLimit(null)).toEqual({});
  });
});
