// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { apiScheduler, readApiScheduled } from '../../src/api/scheduler';
import { TotdMonthSchema } from '../../src/data/totd';
import { RateLimitNote } from '../../src/components/RateLimitNote';
import { resetRateLimit } from '../../src/mocks/rateLimit';
import { setRateLimit, setScenario } from '../../src/mocks/scenarios';
import { server } from '../../src/mocks/node';

// The shared scheduler against the mocked API's rate limit: a fan-out larger than the allowance waits for the reset,
// says so, and ends with every answer; never more than three requests at once.

describe('a fan-out past the rate limit', () => {
  it('waits for the reset with a note, then gets every answer', async () => {
    setScenario('ratelimit');
    setRateLimit({ limit: 5, windowSeconds: 1 });
    resetRateLimit();
    let inFlight = 0;
    let most = 0;
    let refused = 0;
    server.events.on('request:start', () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
    });
    server.events.on('response:mocked', ({ response }) => {
      inFlight -= 1;
      if (response.status === 429) refused += 1;
    });
    const paused: number[] = [];
    const stop = apiScheduler.subscribe(() => {
      const until = apiScheduler.getState().pausedUntil;
      if (until !== undefined) paused.push(until);
    });
    render(<RateLimitNote />);
    const months = Array.from({ length: 12 }, (_, offset) =>
      readApiScheduled(`/api/totd/${offset}`, TotdMonthSchema, 'this month'),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(/^Waiting \d s for the API's rate limit/);
    // The note counts down while the answers come: its updates happen inside act, as a user's would be rendered.
    const answers = await act(() => Promise.all(months));
    stop();
    expect(answers).toHaveLength(12);
    expect(answers.every((month) => month.days.length > 0)).toBe(true);
    expect(refused).toBeGreaterThan(0);
    expect(paused.length).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(3);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
