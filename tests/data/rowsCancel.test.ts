// A leaderboard's rows are read range by range under the list: a list left while a range loads (its page closed)
// stops asking the API for that range.
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { leaderboardQueries } from '../../src/data/leaderboard';

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => {
  client.clear();
});

describe('a leaderboard’s rows', () => {
  it('stop their range’s request when the list is cancelled', async () => {
    const seen = { arrived: false, cancelled: false };
    server.use(
      http.get('/api/leaderboard/:group/:uid', async ({ request }) => {
        seen.arrived = true;
        request.signal.addEventListener('abort', () => {
          seen.cancelled = true;
        });
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const rows = leaderboardQueries.rows('map', 'uid-cancel', 0);
    void client.infiniteQuery(rows).catch(() => undefined);
    await expect.poll(() => seen.arrived).toBe(true);
    await client.cancelQueries({ queryKey: rows.queryKey, exact: true });
    await expect.poll(() => seen.cancelled).toBe(true);
  });
});
