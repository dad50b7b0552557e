import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

// The rank-against-score curve of a map leaderboard, from hand-written boards: the score at about twenty positions,
// read on a click, in words (caption and table) where the plot cannot be drawn (jsdom has no canvas).

const UID = 'RankCurveMapUid0000000001';

/** A race board of `players` where position n drove 40 s + 10 ms × n; the top is hidden. */
function serveBoard(players: number, options: { failAt?: number; kind?: string } = {}) {
  const asked: number[] = [];
  server.use(
    http.get('/api/map/:uid', () =>
      HttpResponse.json({
        mapUid: UID,
        name: 'Curve map',
        mapType: options.kind ?? 'TrackMania\\TM_Race',
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
      if (length === 1) asked.push(offset + 1);
      if (length === 1 && offset + 1 === options.failAt)
        return HttpResponse.json({ error: 'Leaderboard service unavailable' }, { status: 503 });
      const count = Math.max(0, Math.min(length, players - offset));
      const tops = Array.from({ length: count }, (_, index) => {
        const position = offset + index + 1;
        const value = position === 1 ? -1 : 40_000 + position * 10;
        return {
          position,
          time: value,
          score: value,
          player: { id: `p${String(position)}`, name: `Player ${String(position)}` },
        };
      });
      return HttpResponse.json({ tops, playercount: players });
    }),
  );
  return asked;
}

async function sampleRows() {
  const table = await screen.findByRole('table', { name: 'Score at each position read' });
  await waitFor(() => expect(within(table).queryAllByText('Loading…')).toEqual([]));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
}

describe('the rank curve', () => {
  it('waits for a click, saying what it costs, then reads twenty positions and describes the curve', async () => {
    const asked = serveBoard(250_000);
    const { user } = renderRoute(`/leaderboard/${UID}`);
    expect(await screen.findByRole('heading', { name: 'Rank against time' })).toBeInTheDocument();
    // Positions 1, 2, 3, 5 and 10 are in the first 15 rows the page holds: fifteen to ask.
    expect(
      screen.getByText('The time at 20 positions from the 1st to the 10,000th: takes a few seconds.'),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Draw the curve' }));
    expect(await sampleRows()).toEqual([
      '1Hidden',
      '20:40.020',
      '30:40.030',
      '50:40.050',
      '100:40.100',
      '200:40.200',
      '350:40.350',
      '500:40.500',
      '1000:41.000',
      '2000:42.000',
      '3500:43.500',
      '5000:45.000',
      '1,0000:50.000',
      '1,5000:55.000',
      '2,0001:00.000',
      '3,0001:10.000',
      '4,0001:20.000',
      '5,0001:30.000',
      '7,5001:55.000',
      '10,0002:20.000',
    ]);
    expect(
      screen.getByText('From 0:40.020 at position 2, 0:41.000 at position 100, to 2:20.000 at position 10,000.'),
    ).toBeInTheDocument();
    expect([...asked].sort((a, b) => a - b)).toEqual([
      20, 35, 50, 100, 200, 350, 500, 1000, 1500, 2000, 3000, 4000, 5000, 7500, 10_000,
    ]);
    expect(screen.queryByText(/Reading positions/)).not.toBeInTheDocument();
  });

  it('stops at the last player of a small board and reuses the trophy lines already read', async () => {
    const asked = serveBoard(420);
    const { user } = renderRoute(`/totd/leaderboard/totd-group/${UID}`);
    const lines = await screen.findByRole('table', { name: 'Trophy lines' });
    await waitFor(() => expect(within(lines).queryAllByText('Loading…')).toEqual([]));
    // Positions 1, 2, 3, 5 and 10 are in the rows the page holds, 100 in the trophy lines' cache: six more to read.
    expect(
      screen.getByText('The time at 12 positions from the 1st to the 420th: takes a few seconds.'),
    ).toBeInTheDocument();
    const before = asked.length;
    await user.click(screen.getByRole('button', { name: 'Draw the curve' }));
    expect((await sampleRows()).at(-1)).toBe('4200:44.200');
    expect(asked.slice(before).sort((a, b) => a - b)).toEqual([20, 35, 50, 200, 350, 420]);
  });

  it('says which positions failed, keeps the rest and reads them again on Try again', async () => {
    serveBoard(2000, { failAt: 500 });
    const { user } = renderRoute(`/leaderboard/${UID}`);
    await user.click(await screen.findByRole('button', { name: 'Draw the curve' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not read 1 position');
    expect(alert).toHaveTextContent('Leaderboard service unavailable');
    // Position 500 is the twelfth read.
    expect((await sampleRows())[11]).toBe('500Could not load');
    serveBoard(2000);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect((await sampleRows())[11]).toBe('5000:45.000');
  });

  it('reads points on a stunt map', async () => {
    server.use(
      http.get('/api/map/:uid', () =>
        HttpResponse.json({
          mapUid: UID,
          name: 'Stunt',
          mapType: 'TrackMania\\TM_Stunt',
          authorScore: 900,
          goldScore: 700,
          silverScore: 500,
          bronzeScore: 300,
        }),
      ),
      http.get('/api/leaderboard/:group/:uid', ({ request }) => {
        const url = new URL(request.url);
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const length = Math.min(Number(url.searchParams.get('length') ?? 15), 3 - offset);
        const tops = Array.from({ length: Math.max(0, length) }, (_, index) => ({
          position: offset + index + 1,
          score: 1000 - (offset + index) * 100,
          player: { id: `s${String(offset + index)}`, name: 'Stunter' },
        }));
        return HttpResponse.json({ tops, playercount: 3 });
      }),
    );
    renderRoute(`/leaderboard/${UID}`);
    expect(await screen.findByRole('heading', { name: 'Rank against score' })).toBeInTheDocument();
    // The board's three positions are all in the rows the page holds: the curve costs nothing and draws at once.
    expect(screen.queryByRole('button', { name: 'Draw the curve' })).not.toBeInTheDocument();
    expect(await sampleRows()).toEqual(['11,000 pts', '2900 pts', '3800 pts']);
    expect(screen.getByText('From 1,000 pts at position 1 to 800 pts at position 3.')).toBeInTheDocument();
  });
});
