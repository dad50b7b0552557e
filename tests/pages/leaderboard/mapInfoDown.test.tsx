import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { positionRows } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

// Bug fixed: with the map's answer down the page showed its alert only, and never asked for the positions.
describe('a map leaderboard whose map answer fails', () => {
  it('shows the alert in the map’s place, the map uid as title, and the positions', async () => {
    server.use(
      http.get('/api/map/:uid', () => HttpResponse.json({ error: 'Map answer down' }, { status: 500 })),
      http.get('/api/leaderboard/:group/:mapUid', () =>
        HttpResponse.json({
          tops: [
            { player: { id: 'acc-first', name: 'FirstPilot' }, position: 1, time: 40_500 },
            { player: { id: 'acc-second', name: 'SecondPilot' }, position: 2, time: 40_600 },
          ],
          playercount: 2,
        }),
      ),
    );
    renderRoute('/leaderboard/MapDownMapUid0000000001');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load this map')).toBeInTheDocument();
    expect(within(alert).getByText('Map answer down')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'MapDownMapUid0000000001' })).toBeInTheDocument();
    const rows = await positionRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('FirstPilot');
    expect(rows[0]).toHaveTextContent('0:40.500');
    expect(rows[1]).toHaveTextContent('SecondPilot');
  });
});
