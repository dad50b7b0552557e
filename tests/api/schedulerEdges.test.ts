// The request scheduler at its edges: the states a page's wait note reads, the words of a cancelled request, the
// default pause, a second 429 during a pause, the slow-down threshold, and the shared scheduler behind the pages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { server } from '../../src/mocks/node';
import { ApiError, apiGet } from '../../src/api/client';
import { deferred } from '../deferred';
import {
  apiScheduler,
  readApiScheduled,
  readVia,
  RequestScheduler,
  type SchedulerState,
} from '../../src/api/scheduler';

afterEach(() => {
  vi.useRealTimers();
});

const refused = (seconds?: number) =>
  new ApiError('rate-limit', 'Too many requests.', {
    status: 429,
    ...(seconds === undefined ? {} : { retryAfterSeconds: seconds }),
  });

describe('what a page reads of the queue', () => {
  it('is an idle queue before anything is asked', () => {
    expect(new RequestScheduler().getState()).toEqual({
      inFlight: 0,
      queued: 0,
      pausedUntil: undefined,
      waitSeconds: undefined,
    });
  });

  it('changes only when something a page shows changed, and not after unsubscribing', async () => {
    const scheduler = new RequestScheduler();
    const seen: SchedulerState[] = [];
    const stop = scheduler.subscribe(() => seen.push(scheduler.getState()));
    const task = deferred();
    const result = scheduler.schedule(() => task.promise);
    scheduler.noteRemaining(30);
    task.resolve('done');
    await expect(result).resolves.toBe('done');
    expect(seen.map(({ inFlight, queued }) => [inFlight, queued])).toEqual([
      [0, 1],
      [1, 0],
      [0, 0],
    ]);
    stop();
    await scheduler.schedule(() => Promise.resolve('again'));
    expect(seen).toHaveLength(3);
  });

  it('says a cancelled request was cancelled', async () => {
    const scheduler = new RequestScheduler({ maxInFlight: 1 });
    const first = deferred();
    void scheduler.schedule(() => first.promise);
    const page = new AbortController();
    const queued = scheduler.schedule(() => Promise.resolve('never'), page.signal);
    page.abort();
    await expect(queued).rejects.toEqual(new ApiError('aborted', 'The request was cancelled.'));
    await expect(scheduler.schedule(() => Promise.resolve('x'), page.signal)).rejects.toThrow(
      'The request was cancelled.',
    );
    first.resolve('a');
  });
});

describe('a pause', () => {
  it('lasts 10 seconds after a 429 that does not say how long', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const scheduler = new RequestScheduler({ now: () => Date.now() });
    let calls = 0;
    const result = scheduler.schedule(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(refused()) : Promise.resolve('second try');
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(scheduler.getState()).toEqual({ inFlight: 0, queued: 1, pausedUntil: 1_010_000, waitSeconds: 10 });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('second try');
  });

  it('waits for the later reset when a second 429 comes during it', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const scheduler = new RequestScheduler({ now: () => Date.now() });
    const started: string[] = [];
    const tasks = new Map<string, ReturnType<typeof deferred>>();
    const run = (name: string) =>
      scheduler.schedule(() => {
        started.push(name);
        const task = deferred();
        tasks.set(`${name}${String(started.length)}`, task);
        return task.promise;
      });
    void run('a').catch(() => undefined);
    void run('b').catch(() => undefined);
    void run('c').catch(() => undefined);
    tasks.get('a1')?.reject(refused(2));
    await vi.advanceTimersByTimeAsync(1_000);
    tasks.get('b2')?.reject(refused(5));
    tasks.get('c3')?.resolve('C');
    await vi.advanceTimersByTimeAsync(0);
    expect(scheduler.getState()).toMatchObject({ pausedUntil: 1_006_000, waitSeconds: 5 });
    // The first reset's moment passes: still paused.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(started).toEqual(['a', 'b', 'c']);
    expect(scheduler.getState().waitSeconds).toBe(3);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(started).toEqual(['a', 'b', 'c']);
    await vi.advanceTimersByTimeAsync(1);
    // The later refused request goes first, one at a time.
    expect(started).toEqual(['a', 'b', 'c', 'b']);
  });
});

describe('the slow-down', () => {
  it('is one at a time at 10 requests left or fewer, and ignores a count that is not one', () => {
    const scheduler = new RequestScheduler();
    const started: string[] = [];
    scheduler.noteRemaining(10);
    scheduler.noteRemaining(undefined);
    scheduler.noteRemaining(Number.NaN);
    for (const name of ['a', 'b'])
      void scheduler.schedule(() => (started.push(name), new Promise<never>(() => undefined)));
    expect(started).toEqual(['a']);
    const roomy = new RequestScheduler();
    const roomyStarted: string[] = [];
    roomy.noteRemaining(11);
    for (const name of ['a', 'b', 'c'])
      void roomy.schedule(() => (roomyStarted.push(name), new Promise<never>(() => undefined)));
    expect(roomyStarted).toEqual(['a', 'b', 'c']);
  });
});

describe("the site's shared scheduler", () => {
  it('slows down when any answer says few requests remain, and speeds up when one says more', async () => {
    server.use(
      http.get('/api/count/:left', ({ params }) =>
        HttpResponse.json({}, { headers: { 'X-Ratelimit-Remaining': String(params.left) } }),
      ),
    );
    await apiGet('/api/count/2');
    const started: string[] = [];
    const tasks = ['a', 'b'].map((name) => {
      const task = deferred();
      void apiScheduler.schedule(() => (started.push(name), task.promise));
      return task;
    });
    expect(started).toEqual(['a']);
    await apiGet('/api/count/40');
    for (const task of tasks) task.resolve('x');
    await delay(0);
    expect(started).toEqual(['a', 'b']);
  });

  it('cancels a fan-out request, and a factory read, when its page is left', async () => {
    const cancelled: string[] = [];
    server.use(
      http.get('/api/slow/:name', async ({ request, params }) => {
        request.signal.addEventListener('abort', () => cancelled.push(String(params.name)));
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const schema = v.object({});
    for (const [name, read] of [
      ['scheduled', (signal: AbortSignal) => readApiScheduled('/api/slow/scheduled', schema, 'this', { signal })],
      ['direct', (signal: AbortSignal) => readVia('/api/slow/direct', schema, 'this', signal)],
      [
        'via',
        (signal: AbortSignal) =>
          readVia('/api/slow/via', schema, 'this', new AbortController().signal, { scheduled: true, signal }),
      ],
    ] as const) {
      const page = new AbortController();
      const pending = read(page.signal);
      await delay(20);
      page.abort();
      await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
      await vi.waitFor(() => expect(cancelled).toContain(name));
    }
  });
});
