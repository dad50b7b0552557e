import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { monthDay } from './recordFixtures';
import { KEY, seen } from './changesHelpers';

// What moved since the last visit on a Track of the Day month's My records: kept per month.

beforeAll(async () => {
  await import('../../../src/pages/totd/TotdPage');
  await import('../../../src/pages/records/MonthRecords');
});

describe('what moved on a month’s maps', () => {
  it('compares each day’s map with the last visit to that month', async () => {
    server.use(
      http.get('/api/totd/:offset', () =>
        HttpResponse.json({ year: 2024, month: 3, monthcount: 60, days: [monthDay(1), monthDay(2)] }),
      ),
      http.get('/api/leaderboard/personal/:group/:uid', ({ params }) =>
        HttpResponse.json(
          params.uid === 'month-uid-1'
            ? { time: 43_500, score: 43_500, rank: 40 }
            : { time: 61_000, score: 61_000, rank: 700 },
        ),
      ),
      http.get('/api/leaderboard/:group/:uid', () => HttpResponse.json({ tops: [], playercount: 1000 })),
    );
    localStorage.setItem(
      KEY,
      JSON.stringify({
        v: 1,
        sections: {
          'month:2024-3': {
            maps: {
              'month-uid-1': { seen: seen('Day map 1', { score: 45_000, rank: 90, medal: 'silver' }) },
              'month-uid-2': { seen: seen('Day map 2', { score: 61_000, rank: 650, medal: 'bronze' }) },
            },
          },
          // Another month's figures say nothing about this one.
          'month:2024-2': { maps: { 'month-uid-2': { seen: seen('Day map 2', { score: 70_000, rank: 9_000 }) } } },
        },
      }),
    );
    renderRoute('/totd/2024-3', { signedIn: true });
    const section = await screen.findByRole('region', { name: 'My records' });
    expect(
      await within(section).findByText(
        'Since Tuesday 21:04: 1 map lost positions, 1 map gained positions, 1 new personal best, 1 new medal',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    const rows = within(within(section).getByRole('table', { name: 'Your records on March 2024' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('▲ gained 50 places since Tue · PB −1.500 s · new gold medal');
    expect(rows[1]).toHaveTextContent('▼ lost 50 places since Tue');
  });
});
