import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client';
import { deferred } from '../deferred';
import { RequestScheduler } from '../../src/api/scheduler';

function harness(scheduler: RequestScheduler) {
  const started: string[] = [];
  const pending = new Map<string, ReturnType<typeof deferred>>();
  const signals = new Map<string, AbortSignal>();
  const run = (name: string, signal?: AbortSignal) =>
    scheduler.schedule((taskSignal) => {
      started.push(name);
      signals.set(name, taskSignal);
      const d = deferred();
      pending.set(name, d);
      return d.promise;
    }, signal);
  return { started, pending, signals, run };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('the request scheduler', () => {
  it('runs at most three at once and starts the next as one ends, in order', async () => {
    const scheduler = new RequestScheduler();
    const { started, pending, run } = harness(scheduler);
    const results = ['a', 'b', 'c', 'd', 'e'].map((name) => run(name));
    expect(started).toEqual(['a', 'b', 'c']);
    expect(scheduler.getState()).toEqual({ inFlight: 3, queued: 2, pausedUntil: undefined, waitSeconds: undefined });
    pending.get('b')?.resolve('B');
    await expect(results[1]).resolves.toBe('B');
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    for (const name of ['a', 'c', 'd']) pending.get(name)?.resolve(name.toUpperCase());
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    pending.get('e')?.resolve('E');
    await expect(Promise.all(results)).resolves.toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(scheduler.getState()).toEqual({ inFlight: 0, queued: 0, pausedUntil: undefined, waitSeconds: undefined });
  });

  it('goes one at a time when the API says few requests remain, and back to three when it says more', async () => {
    const scheduler = new RequestScheduler({ lowRemaining: 10 });
    const { started, pending, run } = harness(scheduler);
    scheduler.noteRemaining(4);
    const results = ['a', 'b', 'c', 'd'].map((name) => run(name));
    expect(started).toEqual(['a']);
    scheduler.noteRemaining(200);
    pending.get('a')?.resolve('A');
    await results[0];
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('pauses everything on a 429 until the reset, then runs the refused request again by itself', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const scheduler = new RequestScheduler({ now: () => Date.now() });
    const { started, pending, run } = harness(scheduler);
    const results = ['a', 'b', 'c', 'd'].map((name) => run(name));
    pending.get('a')?.reject(new ApiError('rate-limit', 'Too many requests.', { status: 429, retryAfterSeconds: 12 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(scheduler.getState()).toEqual({ inFlight: 2, queued: 2, pausedUntil: 1_012_000, waitSeconds: 12 });
    // b and c end meanwhile: nothing new starts during the pause.
    pending.get('b')?.resolve('B');
    pending.get('c')?.resolve('C');
    await vi.advanceTimersByTimeAsync(3_000);
    // The wait counts down each second, for the page's note.
    expect(scheduler.getState().waitSeconds).toBe(9);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(started).toEqual(['a', 'b', 'c']);
    await vi.advanceTimersByTimeAsync(1_000);
    // After the reset the refused request goes first, and slowly (one at a time) until an answer says more remain.
    expect(started).toEqual(['a', 'b', 'c', 'a']);
    expect(scheduler.getState()).toMatchObject({ pausedUntil: undefined, waitSeconds: undefined });
    pending.get('a')?.resolve('A');
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a', 'b', 'c', 'a', 'd']);
    pending.get('d')?.resolve('D');
    await expect(Promise.all(results)).resolves.toEqual(['A', 'B', 'C', 'D']);
  });

  it('fails a request that keeps meeting 429s after three waits, and passes other errors on at once', async () => {
    vi.useFakeTimers();
    const scheduler = new RequestScheduler({ maxRateLimitRetries: 3 });
    let calls = 0;
    const limited = scheduler.schedule(() => {
      calls += 1;
      return Promise.reject(new ApiError('rate-limit', 'Too many requests.', { status: 429, retryAfterSeconds: 1 }));
    });
    const outcome = limited.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(4);
    expect(await outcome).toMatchObject({ kind: 'rate-limit' });
    const broken = scheduler.schedule(() => Promise.reject(new ApiError('http', 'HTTP 500', { status: 500 })));
    await expect(broken).rejects.toMatchObject({ kind: 'http' });
  });

  it('drops queued requests of a page that is gone, and aborts the ones in flight', async () => {
    const scheduler = new RequestScheduler({ maxInFlight: 1 });
    const { started, signals, run } = harness(scheduler);
    const page = new AbortController();
    const first = run('a', page.signal);
    const second = run('b', page.signal);
    const other = run('c');
    expect(started).toEqual(['a']);
    page.abort();
    await expect(second).rejects.toMatchObject({ kind: 'aborted' });
    expect(signals.get('a')?.aborted).toBe(true);
    expect(scheduler.getState().queued).toBe(1);
    expect(started).toEqual(['a']);
    void first.catch(() => undefined);
    void other;
    await expect(scheduler.schedule(() => Promise.resolve('x'), page.signal)).rejects.toMatchObject({
      kind: 'aborted',
    });
  });
});
