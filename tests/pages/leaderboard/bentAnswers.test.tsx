import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { positionRows } from './helpers';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

// A map and its rows as a drifting API sends them: the map type null, scores as text, the cups as one object, a row
// without a player, a position sent as text.
const bentMap = {
  mapUid: 'BentMapUid000000000000001',
  name: 777,
  mapType: null,
  authorScore: '41000',
  goldScore: 44000,
  silverScore: null,
  bronzeScore: 'slow',
  authorplayer: { id: 'nadeo', name: 'Nadeo', meta: { nadeo: true } },
  competitionsmetadata: { competitionid: '8123', competitionmaps: null },
};

const bentRows = {
  tops: {
    a: { player: { id: 'p1', name: 'FirstPilot', zone: null }, position: '1', time: '40500', score: 40500 },
    b: { player: null, position: 2, time: 40600 },
    c: { player: { id: 'p3', name: 'ThirdPilot', tag: 12 }, position: 3, time: 40700, timestamp: false },
  },
  playercount: '3',
};

describe('a map leaderboard whose answers drift', () => {
  it('shows the map and the readable rows, and says how many rows could not be read', async () => {
    server.use(
      http.get('/api/map/:uid', () => HttpResponse.json(bentMap)),
      http.get('/api/leaderboard/:group/:mapUid', () => HttpResponse.json(bentRows)),
    );
    renderRoute(`/leaderboard/${bentMap.mapUid}`);
    expect(await screen.findByRole('heading', { level: 1, name: '777' })).toBeInTheDocument();
    const rows = await positionRows();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('FirstPilot'),
      expect.stringContaining('ThirdPilot'),
    ]);
    expect(rows[0]).toHaveTextContent('0:40.500');
    expect(screen.getByText('1 entry could not be read.')).toBeInTheDocument();
    const medals = screen.getByRole('table', { name: 'Medal thresholds' });
    expect(
      within(medals)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Author0:41.000', 'Gold0:44.000', 'Silver-', 'Bronze-']);
    expect(screen.getByRole('link', { name: 'Cup of the Day' })).toHaveAttribute('href', '/cotd/8123');
  });

  it('shows the page when the rows come as null', async () => {
    server.use(http.get('/api/leaderboard/:group/:mapUid', () => HttpResponse.json({ tops: null, playercount: 0 })));
    renderRoute('/leaderboard/NullTopsProbeUid0000000001');
    expect(await screen.findByText('This leaderboard is empty.')).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });
});
