// The list-kind answers (src/api/lists.ts) and a player's history pages (src/api/player.ts) as a page runs them: the
// answer read from its address, the words of an answer that cannot be read, and the request cancelled when the page
// that asked for it is left.
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { server } from '../../src/mocks/node';
import { recordRequests } from '../apiRequests';
import { listAnswerQuery, pagedListQuery } from '../../src/data/lists';
import { playerQueries } from '../../src/data/player';
import { num, text } from '../../src/api/schema';
import { club, rooms as roomList } from '../../src/data/endpoints';

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => {
  client.clear();
});

const Club = v.object({ id: num, name: text });
const rooms = () =>
  pagedListQuery(['rooms', 'test'], roomList, { params: (page) => ({ page }) }, Club, () => undefined);

/** Holds every answer of `path` until its request is cancelled, and says when it arrived and when it was cancelled. */
function holdUntilCancelled(path: string) {
  const seen = { arrived: false, cancelled: false };
  server.use(
    http.get(path, async ({ request }) => {
      seen.arrived = true;
      request.signal.addEventListener('abort', () => {
        seen.cancelled = true;
      });
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
  return seen;
}

/** Starts `run`, waits for its request to arrive, then leaves the page: the request's state, to see it cancelled. */
async function leaveWhileAsking(path: string, run: () => Promise<unknown>) {
  const seen = holdUntilCancelled(path);
  void run().catch(() => undefined);
  await expect.poll(() => seen.arrived).toBe(true);
  await client.cancelQueries();
  return seen;
}

describe('a list-kind answer', () => {
  it('is read from its address, and its failure names what was asked for', async () => {
    server.use(http.get('/api/club/:id', () => HttpResponse.json({ id: '7', name: 'Kivo Club' })));
    const asked = recordRequests();
    expect(await client.query(listAnswerQuery(['club', 7], club, { id: 7 }, Club))).toEqual({
      id: 7,
      name: 'Kivo Club',
    });
    server.use(http.get('/api/club/:id', () => HttpResponse.json({ name: 'No id' })));
    await expect(client.query(listAnswerQuery(['club', 8], club, { id: 8 }, Club))).rejects.toThrow(
      "The server's answer for this club could not be read (id).",
    );
    expect(asked).toEqual(['/api/club/7', '/api/club/8']);
  });

  it('is no longer asked for when the page is left', async () => {
    const seen = await leaveWhileAsking('/api/club/:id', () =>
      client.query(listAnswerQuery(['club', 9], club, { id: 9 }, Club)),
    );
    await expect.poll(() => seen.cancelled).toBe(true);
  });
});

describe('a paged list', () => {
  it('reads its first page from page 0, and its failure names the list', async () => {
    server.use(http.get('/api/rooms/:page', () => HttpResponse.json({ id: 3, name: 'Room 3' })));
    const asked = recordRequests();
    expect((await client.infiniteQuery(rooms())).pages).toEqual([{ id: 3, name: 'Room 3' }]);
    client.clear();
    server.use(http.get('/api/rooms/:page', () => HttpResponse.json({ id: 'three' })));
    await expect(client.infiniteQuery(rooms())).rejects.toThrow(
      "The server's answer for the room list could not be read (id).",
    );
    expect(asked).toEqual(['/api/rooms/0', '/api/rooms/0']);
  });

  it('is no longer asked for when the page is left', async () => {
    const seen = await leaveWhileAsking('/api/rooms/:page', () => client.infiniteQuery(rooms()));
    await expect.poll(() => seen.cancelled).toBe(true);
  });
});

describe("a player's history", () => {
  it('names the history an answer that is no page at all was meant for', async () => {
    server.use(
      http.get('/api/player/:id/matches/:type/:page', () => HttpResponse.json('maintenance')),
      http.get('/api/player/:id/trophies/:page', () => HttpResponse.json('maintenance')),
      http.get('/api/player/:id/cotd/:page', () => HttpResponse.json('maintenance')),
    );
    await expect(client.infiniteQuery(playerQueries.matches('acc-1', 2))).rejects.toThrow(
      "The server's answer for this player's matches could not be read (the answer itself).",
    );
    await expect(client.infiniteQuery(playerQueries.trophies('acc-1'))).rejects.toThrow(
      "The server's answer for this player's trophy gains could not be read (the answer itself).",
    );
    await expect(client.infiniteQuery(playerQueries.cotd('acc-1', false, 'dateDesc'))).rejects.toThrow(
      "The server's answer for this player's Cup of the Day results could not be read (the answer itself).",
    );
  });

  it('of matches and of trophies is no longer asked for when the page is left', async () => {
    const matches = await leaveWhileAsking('/api/player/:id/matches/:type/:page', () =>
      client.infiniteQuery(playerQueries.matches('acc-1', 2)),
    );
    await expect.poll(() => matches.cancelled).toBe(true);
    const trophies = await leaveWhileAsking('/api/player/:id/trophies/:page', () =>
      client.infiniteQuery(playerQueries.trophies('acc-1')),
    );
    await expect.poll(() => trophies.cancelled).toBe(true);
  });
});
