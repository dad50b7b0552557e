// The one polite upstream: a few requests at a time, slower near the end of the API's allowance, paused on 429.
import { describe, expect, it, vi } from 'vitest';
import { QueueBusy, UpstreamQueue } from '../../server/upstreamQueue';

describe('the upstream queue', () => {
  it('keeps a few requests in flight, however many visitors ask', async () => {
    const queue = new UpstreamQueue({ concurrency: 3 });
    let inFlight = 0;
    let most = 0;
    // Each request's answer is held back until the test releases it, one at a time, so the count is read while full.
    const answers: (() => void)[] = [];
    const all = Promise.all(
      Array.from({ length: 12 }, () =>
        queue.run(async () => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          await new Promise<void>((release) => answers.push(release));
          inFlight -= 1;
          return { value: undefined, status: 200, headers: {} };
        }),
      ),
    );
    for (let released = 0; released < 12; released += 1) {
      // The queue fills the slot the last answer freed: three in flight while enough wait, never more.
      await vi.waitFor(() => expect(inFlight).toBe(Math.min(3, 12 - released)));
      answers[released]?.();
    }
    await all;
    expect(most).toBe(3);
    expect(queue.counts.sent).toBe(12);
  });

  it('spreads the last requests of the allowance over what is left of the window', async () => {
    const queue = new UpstreamQueue({ concurrency: 4, lowWater: 5 });
    // The API says: 3 requests left, the window resets in 0.6 s.
    queue.observe(200, { 'x-ratelimit-remaining': '3', 'x-ratelimit-reset': '0.6' });
    const starts: number[] = [];
    const begun = performance.now();
    await Promise.all(
      Array.from({ length: 3 }, () =>
        queue.run(() => {
          starts.push(performance.now() - begun);
          return Promise.resolve({ value: undefined });
        }),
      ),
    );
    // Not three at once: about 0.2 s apart, the last one before the window ends.
    expect(starts[0]).toBeLessThan(50);
    expect(starts[2]).toBeGreaterThan(250);
    expect(starts[2]).toBeLessThan(700);
  });

  it('pauses on 429 until the reset, and refuses a turn that would wait longer than it may', async () => {
    const queue = new UpstreamQueue({ maxWaitMs: 1000 });
    await queue.run(() =>
      Promise.resolve({
        value: undefined,
        status: 429,
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '30' },
      }),
    );
    expect(queue.pausedForMs()).toBeGreaterThan(29_000);
    const refused = await queue.run(() => Promise.resolve({ value: 'sent' })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QueueBusy);
    expect((refused as QueueBusy).retryAfterMs).toBeGreaterThan(29_000);
    expect(queue.counts).toEqual({ sent: 1, refused: 1, limited: 1 });

    // A short pause is waited out.
    const patient = new UpstreamQueue({ maxWaitMs: 1000 });
    patient.observe(429, { 'retry-after': '0.3' });
    const begun = performance.now();
    expect(await patient.run(() => Promise.resolve({ value: 'sent' }))).toBe('sent');
    expect(performance.now() - begun).toBeGreaterThan(250);
  });
});

describe('the upstream queue’s bounds', () => {
  it('refuses a turn at its deadline while every slot stays busy, with nothing else arriving', async () => {
    const queue = new UpstreamQueue({ concurrency: 1, maxWaitMs: 150 });
    // A request that never ends holds the one slot.
    void queue.run(() => new Promise<never>(() => undefined));
    const started = performance.now();
    await expect(queue.run(() => Promise.resolve({ value: 1 }))).rejects.toBeInstanceOf(QueueBusy);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('reads a reset given in seconds, in unix seconds or in unix milliseconds, and caps any pause at five minutes', () => {
    const pauseAfter = (reset: string) => {
      const queue = new UpstreamQueue();
      queue.observe(429, { 'x-ratelimit-reset': reset });
      return queue.pausedForMs();
    };
    expect(pauseAfter('20')).toBeGreaterThan(19_000);
    expect(pauseAfter('20')).toBeLessThanOrEqual(20_000);
    expect(pauseAfter(String(Math.round(Date.now() / 1000) + 20))).toBeLessThanOrEqual(21_000);
    expect(pauseAfter(String(Date.now() + 20_000))).toBeGreaterThan(19_000);
    expect(pauseAfter(String(Date.now() + 20_000))).toBeLessThanOrEqual(20_000);
    expect(pauseAfter('99999999')).toBeGreaterThan(5 * 60_000 - 1000);
    expect(pauseAfter('99999999')).toBeLessThanOrEqual(5 * 60_000);
    expect(pauseAfter(String(Date.now() - 60_000))).toBe(0);
  });
});
