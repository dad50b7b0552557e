import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';

// The page's code, loaded before the test's 5 s waits start.
beforeAll(async () => {
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

// A hand-written map and board: the medal of each time is read by eye from the thresholds (a time equal to a
// threshold earns it; one millisecond more does not).
const map = {
  name: 'Medal Steps',
  mapType: 'TrackMania\\TM_Race',
  mapUid: 'MedalStepsUid000000000000000',
  mapId: 'c0ffee00-0000-4000-8000-00000000aaaa',
  author: 'a1',
  authorScore: 10_000,
  goldScore: 11_000,
  silverScore: 12_000,
  bronzeScore: 13_000,
  timestamp: '2024-01-01T00:00:00+00:00',
  authorplayer: { name: 'Stepper', id: 'a1' },
};
const times = [9_999, 10_000, 10_001, 11_000, 12_000, 13_000, 13_001];
const tops = times.map((time, index) => ({
  player: { name: `Driver${String(index + 1)}`, id: `00000000-0000-4000-8000-00000000000${String(index)}` },
  position: index + 1,
  time,
  timestamp: '2024-01-02T00:00:00+00:00',
}));

describe('the medal of each time on a leaderboard', () => {
  it('is the best threshold the time reaches', async () => {
    server.use(
      http.get('/api/map/:uid', () => HttpResponse.json(map)),
      http.get('/api/leaderboard/map/:uid', () => HttpResponse.json({ tops, playercount: 7 })),
    );
    renderRoute(`/leaderboard/${map.mapUid}`);
    const rows = within(await screen.findByRole('table', { name: 'Positions' }))
      .getAllByRole('row')
      .slice(1);
    const shown = rows.map((row) => {
      const cells = within(row).getAllByRole('cell');
      // The time's cell: the medal's chip (its short label shown, its name read), then the time.
      const time = cells[2] as HTMLElement;
      return [cells[0]?.textContent, within(time).getByRole('img').getAttribute('aria-label'), time.textContent];
    });
    expect(shown).toEqual([
      ['1', 'Author medal', 'AT 0:09.999'],
      ['2', 'Author medal', 'AT 0:10.000'],
      ['3', 'Gold medal', 'G 0:10.001'],
      ['4', 'Gold medal', 'G 0:11.000'],
      ['5', 'Silver medal', 'S 0:12.000'],
      ['6', 'Bronze medal', 'B 0:13.000'],
      ['7', 'No medal', '– 0:13.001'],
    ]);
  });
});
