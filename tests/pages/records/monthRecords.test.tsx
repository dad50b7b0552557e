import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { deferred } from '../../deferred';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { apiScheduler } from '../../../src/api/scheduler';
import { monthDay } from './recordFixtures';
import { resetRateLimit } from '../../../src/mocks/rateLimit';
import { setRateLimit, setScenario } from '../../../src/mocks/scenarios';

// My records of a Track of the Day month: the grid waits out the API's rate limit by itself, and leaving the page
// drops what is still queued.

beforeAll(async () => {
  await import('../../../src/pages/totd/TotdPage');
  await import('../../../src/pages/records/MonthRecords');
});

const serveMonth = (days: number) =>
  server.use(
    http.get('/api/totd/:offset', () =>
      HttpResponse.json({
        year: 2024,
        month: 3,
        monthcount: 60,
        days: Array.from({ length: days }, (_, index) => monthDay(index + 1)),
      }),
    ),
  );

describe('my records of a month', () => {
  it('waits for the API’s rate limit with a note, then fills every row', async () => {
    serveMonth(3);
    setScenario('ratelimit');
    // The month, three records and a player count per ranked one: two requests a second makes the grid wait.
    setRateLimit({ limit: 2, windowSeconds: 1 });
    resetRateLimit();
    renderRoute('/totd/2024-3', { signedIn: true });
    const section = await screen.findByRole('region', { name: 'My records' });
    expect(await within(section).findByText(/^Waiting \d s for the API's rate limit/)).toBeInTheDocument();
    const table = await within(section).findByRole('table', { name: 'Your records on March 2024' });
    await waitFor(() => expect(within(table).queryAllByText('Loading…')).toEqual([]), { timeout: 5000 });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3);
    expect(within(section).queryByText(/could not be loaded/)).not.toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByText(/rate limit/)).not.toBeInTheDocument(), { timeout: 5000 });
  });

  it('says how many maps have answered while the rest load, and stops asking once the page is left', async () => {
    serveMonth(20);
    // Every record is held until the test lets them through: what was asked is counted at known moments, not after
    // a sleep.
    const held = deferred();
    let started = 0;
    server.use(
      http.get('/api/leaderboard/personal/:group/:uid', async () => {
        started += 1;
        await held.promise;
        return HttpResponse.json({ time: 45_000, score: 45_000, rank: 10 });
      }),
    );
    const { router } = renderRoute('/totd/2024-3', { signedIn: true });
    const section = await screen.findByRole('region', { name: 'My records' });
    expect(await within(section).findByText('0 of 20 maps')).toBeInTheDocument();
    // At most three at a time (one while the API says few requests remain, as after the test above): the first
    // records are on their way, the others wait their turn.
    await waitFor(() => expect(started).toBeGreaterThan(0));
    await act(() => router.navigate('/privacy'));
    // Gone once the next page is shown (its code may still be loading when the move is made).
    expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My records' })).not.toBeInTheDocument();
    const whenLeft = started;
    expect(whenLeft).toBeLessThanOrEqual(3);
    held.resolve('');
    // The queue has run dry (nothing in flight, nothing waiting): whatever it was going to send has been sent.
    await waitFor(() => expect(apiScheduler.getState()).toMatchObject({ inFlight: 0, queued: 0 }));
    expect(started).toBe(whenLeft);
  });
});

describe('a map whose player count failed', () => {
  it('says so, and Try again asks for the count again until "Top" shows', async () => {
    serveMonth(1);
    let countFails = true;
    server.use(
      http.get('/api/leaderboard/personal/:group/:uid', () =>
        HttpResponse.json({ time: 45_000, score: 45_000, rank: 10 }),
      ),
      http.get('/api/leaderboard/:group/:uid', () =>
        countFails
          ? HttpResponse.json({ error: 'Server error' }, { status: 500 })
          : HttpResponse.json({ tops: [], playercount: 1000 }),
      ),
    );
    const user = (await import('@testing-library/user-event')).default.setup();
    renderRoute('/totd/2024-3', { signedIn: true });
    const section = await screen.findByRole('region', { name: 'My records' });
    const alert = await within(section).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The player counts of 1 map could not be loaded, so "Top" is left blank');
    countFails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(section).queryByRole('alert')).not.toBeInTheDocument());
    expect(within(section).getByText('top 1.0%')).toBeInTheDocument();
  });
});
