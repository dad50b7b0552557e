import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { positionRows, positionsOf } from './helpers';

// The page's code, loaded before the first test's waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

// A row whose player came with a name and a zone but no account id cannot be linked: it is left out, and said.
describe('a map leaderboard with a row whose player has no id', () => {
  it('shows the other rows and says "1 entry could not be read."', async () => {
    server.use(
      http.get('/api/map/:uid', () =>
        HttpResponse.json({ mapUid: 'UnreadRowsMapUid000000001', name: 'Unread rows', authorScore: 41_000 }),
      ),
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

  // Bug fixed: the board ended at the first page of fewer rows read than asked for, so a full first page of 15 with an
  // unreadable row looked like the last one and Load more went away with more players behind it.
  it('a full page with a dropped row does not end the board: Load more still loads the next range', async () => {
    const row = (position: number) => ({
      player: { id: `acc-${String(position)}`, name: `Pilot${String(position)}` },
      position,
      time: 40_000 + position,
    });
    server.use(
      http.get('/api/map/:uid', () =>
        HttpResponse.json({ mapUid: 'UnreadRowsMapUid000000002', name: 'Unread paging', authorScore: 41_000 }),
      ),
      http.get('/api/leaderboard/:group/:mapUid', ({ request }) => {
        const params = new URL(request.url).searchParams;
        const offset = Number(params.get('offset'));
        if (params.get('length') === '1') return HttpResponse.json({ tops: [row(1)], playercount: 17 });
        const tops =
          offset === 0
            ? Array.from({ length: 15 }, (_, i) =>
                i === 2 ? { player: { name: 'GhostPilot' }, position: 3, time: 40_003 } : row(i + 1),
              )
            : [row(16), row(17)];
        return HttpResponse.json({ tops, playercount: 17 });
      }),
    );
    const { user } = renderRoute('/leaderboard/UnreadRowsMapUid000000002');
    expect(await positionRows()).toHaveLength(14);
    expect(screen.getByText('1 entry could not be read.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Pilot17')).toBeInTheDocument();
    expect(positionsOf(await positionRows())).toEqual([
      '1',
      '2',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
