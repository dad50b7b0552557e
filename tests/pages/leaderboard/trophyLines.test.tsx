import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

// The trophy lines of a Track of the Day board, from a hand-written board: the score at positions 1, 2, 3, 10, 100,
// 1,000 (and 10,000 when the board is that long).

const UID = 'TrophyLineMapUid000000001';

/** The rows asked for, as "offset+length". */
let asked: string[] = [];

function serveBoard() {
  asked = [];
  server.use(
    http.get('/api/map/:uid', () =>
      HttpResponse.json({
        mapUid: UID,
        name: 'Line map',
        mapType: 'TrackMania\\TM_Race',
        authorScore: 41_000,
        goldScore: 44_000,
        silverScore: 50_000,
        bronzeScore: 62_000,
      }),
    ),
    http.get('/api/leaderboard/:group/:uid', ({ request }) => {
      const url = new URL(request.url);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const length = Number(url.searchParams.get('length') ?? 15);
      asked.push(`${String(offset)}+${String(length)}`);
      const tops = Array.from({ length }, (_, index) => {
        const position = offset + index + 1;
        return {
          position,
          time: position === 1 ? -1 : 40_000 + position * 10,
          player: { id: `p${String(position)}`, name: `Player ${String(position)}` },
        };
      });
      return HttpResponse.json({ tops, playercount: 5000 });
    }),
  );
}

describe('the trophy lines', () => {
  it('show the score at each line on a Track of the Day board, the hidden top as hidden, none past the board', async () => {
    serveBoard();
    renderRoute(`/totd/leaderboard/totd-group/${UID}`);
    const table = await screen.findByRole('table', { name: 'Trophy lines' });
    await waitFor(() => expect(within(table).queryAllByText('Loading…')).toEqual([]));
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['1Hidden', '20:40.020', '30:40.030', '100:40.100', '1000:41.000', '1,0000:50.000']);
    // Positions 1, 2, 3 and 10 come from the first 15 rows the page holds: only 100 and 1,000 are asked on their own.
    expect(asked.toSorted()).toEqual(['0+15', '99+1', '999+1']);
  });

  it('are not shown on a map’s own board, which gives no trophies', async () => {
    serveBoard();
    renderRoute(`/leaderboard/${UID}`);
    expect(await screen.findByRole('heading', { name: 'Medals' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Trophy lines' })).not.toBeInTheDocument();
  });

  it('tell a signed-in player how many places the next line is', async () => {
    serveBoard();
    server.use(
      http.get('/api/leaderboard/personal/:group/:uid', () =>
        HttpResponse.json({ time: 50_130, score: 50_130, rank: 1013 }),
      ),
    );
    renderRoute(`/totd/leaderboard/totd-group/${UID}`, { signedIn: true });
    const card = await screen.findByRole('region', { name: 'Your personal best' });
    expect(await within(card).findByText('13 places to position 1,000')).toBeInTheDocument();
  });
});
