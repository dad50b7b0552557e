import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { pause } from '../../pause';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
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
  server.use(http.get('/api/totd/:offset', () => HttpResponse.json({ year: 2024, month: 3, monthcount: 60, days: Array.from({ length: days }, (_, index) => monthDay(index + 1)) })));

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
    let started = 0;
    server.use(
      http.get('/api/leaderboard/personal/:group/:uid', async () => {
        started += 1;
        await delay(400);
        return HttpResponse.json({ time: 45_000, score: 45_000, rank: 10 });
      }),
    );
    const { router } = renderRoute('/totd/2024-3', { signedIn: true });
    const section = await screen.findByRole('region', { name: 'My records' });
    expect(await within(section).findByText(/^\d+ of 20 maps$/)).toBeInTheDocument();
    await act(() => router.navigate('/privacy'));
    // A request sent just before the page was left reaches the API a moment later: count once it has (each answer
    // takes 400 ms, so none of them has finished and let a queued one through yet).
    await pause(100);
    const whenLeft = started;
    await pause(1200);
    // Three at a time: what was in flight when the page was left may finish, nothing queued is sent.
    expect(whenLeft).toBeLessThan(20);
    expect(started).toBe(whenLeft);
  });
});
