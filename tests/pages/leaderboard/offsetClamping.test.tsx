import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { positionRows, positionsOf, recordRequests } from './helpers';

// The page's code, loaded before the first test's 5 s waits start.
beforeAll(async () => {
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

// The offset of a leaderboard in the address, on hand-written answers: the API serves offsets 0 to 10,000 only, so an
// offset beyond it, negative or garbled is brought back into that range (spec part 2, §4 and §9), in the request and
// in the address.
const map = {
  name: 'Deep Board',
  mapType: 'TrackMania\\TM_Race',
  mapUid: 'DeepBoardUid0000000000000000',
  mapId: 'c0ffee00-0000-4000-8000-00000000bbbb',
  author: 'a1',
  authorScore: 30_000,
  goldScore: 32_000,
  silverScore: 36_000,
  bronzeScore: 45_000,
  timestamp: '2024-01-01T00:00:00+00:00',
  authorplayer: { name: 'Digger', id: 'a1' },
};
const record = (position: number, time: number) => ({
  player: { name: `Driver${String(position)}`, id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}` },
  position,
  time,
  timestamp: '2024-01-02T00:00:00+00:00',
});
/** The answers the board has, by the offset asked for; any other offset gets an error the page would show. */
const ANSWERS: Record<string, unknown> = {
  '0': { tops: [record(1, 29_500), record(2, 29_800), record(3, 30_100)], playercount: 25_000 },
  '9500': { tops: [record(9501, 47_000), record(9502, 47_010)], playercount: 25_000 },
  '10000': { tops: [record(10_001, 48_000), record(10_002, 48_020), record(10_003, 48_050)], playercount: 25_000 },
};

function serveBoard() {
  server.use(
    http.get('/api/map/:uid', () => HttpResponse.json(map)),
    http.get('/api/leaderboard/map/:uid', ({ request }) => {
      const offset = new URL(request.url).searchParams.get('offset') ?? '';
      return HttpResponse.json(ANSWERS[offset] ?? { error: `No answer written for offset ${offset}.` });
    }),
  );
  return recordRequests();
}

const search = (router: { state: { location: { search: string } } }) => router.state.location.search;
const boardRequests = (requests: string[]) => requests.filter((path) => path.startsWith('/api/leaderboard/map/'));

describe('a leaderboard offset in the address', () => {
  it.each([
    ['25000', 'beyond the last offset'],
    ['10001', 'one past the last offset'],
  ])('?offset=%s (%s) shows the positions from 10,001, and the address says 10000', async (raw) => {
    const requests = serveBoard();
    const { router } = renderRoute(`/leaderboard/${map.mapUid}?offset=${raw}`);
    expect(positionsOf(await positionRows())).toEqual(['10,001', '10,002', '10,003']);
    expect(screen.getByText('From position 10,001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+500' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '-500' })).toBeEnabled();
    await waitFor(() => expect(search(router)).toBe('?offset=10000'));
    expect(boardRequests(requests)).toEqual([`/api/leaderboard/map/${map.mapUid}?offset=10000&length=15`]);
  });

  it.each([
    ['-20', 'negative'],
    ['12abc', 'garbled'],
    ['1e4', 'in exponent notation'],
    ['9999.5', 'not whole'],
    ['', 'empty'],
  ])('?offset=%s (%s) shows the top, and the address drops it', async (raw) => {
    const requests = serveBoard();
    const { router } = renderRoute(`/leaderboard/${map.mapUid}?offset=${raw}`);
    expect(positionsOf(await positionRows())).toEqual(['1', '2', '3']);
    expect(screen.getByText('From the top')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '-500' })).toBeDisabled();
    await waitFor(() => expect(search(router)).toBe(''));
    expect(boardRequests(requests)).toEqual([`/api/leaderboard/map/${map.mapUid}?offset=0&length=15`]);
  });

  it('+500 from position 9,801 stops at 10,001, and -500 from position 301 goes back to the top', async () => {
    serveBoard();
    const { user, router } = renderRoute(`/leaderboard/${map.mapUid}?offset=9800`);
    // No answer is written for 9800: the jump buttons show while the error does.
    expect(await screen.findByText('From position 9,801')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+500' }));
    expect(search(router)).toBe('?offset=10000');
    expect(positionsOf(await positionRows())).toEqual(['10,001', '10,002', '10,003']);
    await user.click(screen.getByRole('button', { name: '-500' }));
    expect(search(router)).toBe('?offset=9500');
    await waitFor(async () => expect(positionsOf(await positionRows())).toEqual(['9,501', '9,502']));
    await act(() => router.navigate(`/leaderboard/${map.mapUid}?offset=300`));
    expect(await screen.findByText('From position 301')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '-500' }));
    expect(search(router)).toBe('');
    await waitFor(async () => expect(positionsOf(await positionRows())).toEqual(['1', '2', '3']));
  });
});
