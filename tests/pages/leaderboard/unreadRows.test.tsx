import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { positionRows } from './helpers';

// The page's code, loaded before the first test's waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

// A row whose player came with a name and a zone but no account id cannot be linked: it is left out, and said.
describe('a map leaderboard with a row whose player has no id', () => {
  it('shows the other rows and says "1 entry could not be read."', async () => {
    server.use(
      http.get('/api/map/:uid', () => HttpResponse.json({ mapUid: 'UnreadRowsMapUid000000001', name: 'Unread rows', authorScore: 41_000 })),
      http.get('/api/leaderboard/:group/:mapUid', () =>
        HttpResponse.json({
          tops: [
            { player: { id: 'acc-first', name: 'FirstPilot' }, position: 1, time: 40_500 },
            { player: { name: 'GhostPilot', zone: { name: 'France', flag: 'FRA' } }, position: 2, time: 40_600 },
            { player: { id: 'acc-third', name: 'ThirdPilot' }, position: 3, time: 40_700 },
          ],
          playercount: 3,
        }),
      ),
    );
    renderRoute('/leaderboard/UnreadRowsMapUid000000001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unread rows' })).toBeInTheDocument();
    const rows = await positionRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('FirstPilot');
    expect(rows[0]).toHaveTextContent('0:40.500');
    expect(rows[1]).toHaveTextContent('ThirdPilot');
    expect(rows[1]).toHaveTextContent('0:40.700');
    expect(screen.queryByText('GhostPilot')).not.toBeInTheDocument();
    expect(await screen.findByText('1 entry could not be read.')).toBeInTheDocument();
  });
});
