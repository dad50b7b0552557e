import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '../../src/data/cache/queryClient';
import { readApi } from '../../src/api/schema';
import { TotdMonthSchema } from '../../src/data/totd';
import { server } from '../../src/mocks/node';

// The site's retry policy with retries on, as visitors get it (page tests turn retries off): a 5xx or a network failure
// is asked once more, a 429 whose reset is near is asked again after it, a 4xx or an {error} answer never.

const MONTH = { year: 2024, month: 3, monthcount: 60, days: [] };

/** Serves `answers` in turn to /api/totd/0 and counts the requests. */
function serve(answers: (() => Response)[]) {
  let calls = 0;
  server.use(
    http.get('/api/totd/0', () => {
      const answer = answers[Math.min(calls, answers.length - 1)] ?? (() => HttpResponse.json(MONTH));
      calls += 1;
      return answer();
    }),
  );
  return { calls: () => calls };
}

const fetchMonth = () =>
  createQueryClient().query({
    queryKey: ['retry-test'],
    queryFn: ({ signal }) => readApi('/api/totd/0', TotdMonthSchema, 'this month', { signal }),
  });

describe('the retry policy', () => {
  it('asks a 500 once more and shows the second answer', async () => {
    const counter = serve([() => HttpResponse.json({}, { status: 500 }), () => HttpResponse.json(MONTH)]);
    await expect(fetchMonth()).resolves.toMatchObject({ year: 2024, month: 3 });
    expect(counter.calls()).toBe(2);
  });

  it('asks again after a network failure, but only once', async () => {
    const counter = serve([() => HttpResponse.error()]);
    await expect(fetchMonth()).rejects.toMatchObject({ kind: 'network' });
    expect(counter.calls()).toBe(2);
  });

  it('never asks a 404 or an {error} answer again', async () => {
    const missing = serve([() => HttpResponse.json({}, { status: 404 })]);
    await expect(fetchMonth()).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect(missing.calls()).toBe(1);
    const refused = serve([() => HttpResponse.json({ error: 'Unknown month' })]);
    await expect(fetchMonth()).rejects.toMatchObject({ kind: 'api', message: 'Unknown month' });
    expect(refused.calls()).toBe(1);
  });

  it('waits for a 429 to reset, then recovers by itself', async () => {
    const counter = serve([
      () => HttpResponse.json({ error: 'Too many requests.' }, { status: 429, headers: { 'X-Ratelimit-Reset': '1' } }),
      () => HttpResponse.json(MONTH),
    ]);
    const started = Date.now();
    await expect(fetchMonth()).resolves.toMatchObject({ year: 2024 });
    expect(counter.calls()).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('shows a 429 whose reset is far off instead of waiting minutes', async () => {
    const counter = serve([
      () =>
        HttpResponse.json({ error: 'Too many requests.' }, { status: 429, headers: { 'X-Ratelimit-Reset': '600' } }),
    ]);
    await expect(fetchMonth()).rejects.toMatchObject({
      kind: 'rate-limit',
      message: 'Too many requests. Please try again in 600 seconds.',
    });
    expect(counter.calls()).toBe(1);
  });
});
