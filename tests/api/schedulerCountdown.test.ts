// The request scheduler's wait note as a page reads it (src/api/scheduler.ts): after a 429 the countdown ticks each
// second, and a page hears of a tick only when the seconds it shows changed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client';
import { RequestScheduler, type SchedulerState } from '../../src/api/scheduler';

afterEach(() => {
  vi.useRealTimers();
});

describe('the countdown of a pause', () => {
  it('tells the page each second the wait shown changes, and nothing on a tick that leaves it as it was', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    // The scheduler's clock, moved by hand: a tick that comes before the clock has moved a second shows the same wait.
    let clock = 1_000_000;
    const scheduler = new RequestScheduler({ now: () => clock });
    let calls = 0;
    const result = scheduler.schedule(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new ApiError('rate-limit', 'Too many requests.', { status: 429, retryAfterSeconds: 3 }))
        : Promise.resolve('second try');
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(scheduler.getState()).toEqual({ inFlight: 0, queued: 1, pausedUntil: 1_003_000, waitSeconds: 3 });
    const seen: SchedulerState[] = [];
    const stop = scheduler.subscribe(() => seen.push(scheduler.getState()));
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual([]);
    clock += 1000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen.map((state) => state.waitSeconds)).toEqual([2]);
    clock += 2000;
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('second try');
    stop();
  });
});
