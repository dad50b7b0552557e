import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { totdMap } from '../../../src/mocks/handlers/totd';
import { leaderboardRows } from '../../../src/mocks/data/leaderboards';
import { DEMO_UIDS } from '../../../src/mocks/data/mapUids';
import { positionRows, positionsOf, recordRequests } from './helpers';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

// A Track of the Day whose leaderboard goes past position 10,000.
const uid =
  Array.from({ length: 28 }, (_, day) => totdMap(2024, 2, day + 1).mapUid).find(
    (probe) => leaderboardRows('map', probe, 0, 1).playercount > 20_000,
  ) ?? '';
const search = (router: { state: { location: { search: string } } }) => router.state.location.search;

describe('the jump buttons and the offset in the address', () => {
  it('starts at the top with -500 disabled, and +500 moves the offset and the address', async () => {
    const { user, router } = renderRoute(`/leaderboard/${uid}`);
    await positionRows();
    expect(screen.getByRole('button', { name: '-500' })).toBeDisabled();
    expect(screen.getByText('From the top')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+500' }));
    expect(search(router)).toBe('?offset=500');
    await waitFor(async () => expect(positionsOf(await positionRows())[0]).toBe('501'));
    expect(await positionRows()).toHaveLength(15);
    expect(screen.getByText('From position 501')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '-500' }));
    expect(search(router)).toBe('');
    await waitFor(async () => expect(positionsOf(await positionRows())[0]).toBe('1'));
  });

  it('keeps +500 off on a board whose players all show within the next 500 places: it would lead to an empty page', async () => {
    // The same rows, on a board of 40 players.
    server.use(
      http.get('/api/leaderboard/:group/:uid', ({ request }) => {
        const url = new URL(request.url);
        const rows = leaderboardRows(
          'map',
          uid,
          Number(url.searchParams.get('offset')),
          Math.min(40, Number(url.searchParams.get('length'))),
        );
        return HttpResponse.json({ ...rows, playercount: 40 });
      }),
    );
    renderRoute(`/leaderboard/${uid}`);
    await positionRows();
    expect(screen.getByRole('button', { name: '+500' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '-500' })).toBeDisabled();
  });

  it('reads the offset from the address, and Load more continues from it', async () => {
    const { user } = renderRoute(`/leaderboard/${uid}?offset=1234`);
    const rows = await positionRows();
    expect(positionsOf(rows)).toEqual(Array.from({ length: 15 }, (_, i) => `1,${String(235 + i)}`));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(positionsOf(await positionRows()).at(-1)).toBe('1,284'));
  });

  it('stops at 10000: +500 disabled there, and a larger offset in the address is brought back to it', async () => {
    const { router } = renderRoute(`/leaderboard/${uid}?offset=25000`);
    const rows = await positionRows();
    expect(positionsOf(rows)[0]).toBe('10,001');
    expect(screen.getByRole('button', { name: '+500' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '-500' })).toBeEnabled();
    await waitFor(() => expect(search(router)).toBe('?offset=10000'));
  });

  it('ends Load more where the next page would start past offset 10000', async () => {
    const requests = recordRequests();
    const { user } = renderRoute(`/leaderboard/${uid}?offset=9950`);
    await positionRows();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(positionsOf(await positionRows()).at(-1)).toBe('10,000'));
    // Rows 9951 to 10,000 came in two pages; the next starts at offset 10000 exactly, which the API still serves.
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(positionsOf(await positionRows()).at(-1)).toBe('10,050'));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.queryByText(/The offset must be between/)).not.toBeInTheDocument();
    const rowRequests = requests.filter((path) => path.startsWith('/api/leaderboard/map/'));
    expect(rowRequests.map((path) => new URL(path, 'http://x').searchParams.get('offset'))).toEqual([
      '9950',
      '9965',
      '10000',
    ]);
    server.events.removeAllListeners();
  });

  it('shows no Load more at offset 10000 once its first page is in', async () => {
    const requests = recordRequests();
    renderRoute(`/leaderboard/${uid}?offset=10000`);
    expect(positionsOf(await positionRows())[0]).toBe('10,001');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests.filter((path) => path.startsWith('/api/leaderboard/map/'))).toEqual([
      `/api/leaderboard/map/${uid}?offset=10000&length=15`,
    ]);
    server.events.removeAllListeners();
  });

  it('treats a malformed offset as the top', async () => {
    const { router } = renderRoute(`/leaderboard/${uid}?offset=abc`);
    expect(positionsOf(await positionRows())[0]).toBe('1');
    await waitFor(() => expect(search(router)).toBe(''));
  });

  it('does not ask again for rows it already has when jumping back', async () => {
    const requests = recordRequests();
    const { user } = renderRoute(`/leaderboard/${uid}`);
    await positionRows();
    await user.click(screen.getByRole('button', { name: '+500' }));
    await waitFor(async () => expect(positionsOf(await positionRows())[0]).toBe('501'));
    await user.click(screen.getByRole('button', { name: '-500' }));
    await waitFor(async () => expect(positionsOf(await positionRows())[0]).toBe('1'));
    const rowRequests = requests.filter((path) => path.startsWith('/api/leaderboard/map/'));
    expect(rowRequests).toEqual([
      `/api/leaderboard/map/${uid}?offset=0&length=15`,
      `/api/leaderboard/map/${uid}?offset=500&length=15`,
    ]);
    server.events.removeAllListeners();
  });

  it('says where the leaderboard ends when the offset is past its last player', async () => {
    renderRoute(`/leaderboard/${DEMO_UIDS.hidden}?offset=5000`);
    expect(
      await screen.findByText('No positions from 5,001 on: this leaderboard has about 3,456 players.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Positions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
