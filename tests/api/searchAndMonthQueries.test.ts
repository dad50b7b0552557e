// The player search's and a Track of the Day month's queries as a page runs them: the address asked, when a search
// asks at all, when there is a next page, what a failure says, and that leaving the page cancels the request.
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { recordRequests } from '../apiRequests';
import {
  MIN_SEARCH_LENGTH,
  nextSearchPage,
  PlayerListSchema,
  playerSearchQuery,
  SEARCH_PAGE_SIZE,
} from '../../src/data/playerSearch';
import { playerSearch } from '../../src/data/endpoints';
import { readEndpoint } from '../../src/data/read';
import { totdMonthQuery } from '../../src/data/totd';
import { apiFailure } from './apiFailure';

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => {
  client.clear();
});

/** `count` search results, each a player with an account id. */
const results = (count: number) =>
  Array.from({ length: count }, (_, n) => ({ player: { id: `acc-${n}`, name: `Pilot ${n}` }, matchmaking: [] }));
/** A decoded page of `read` results and `unread` that could not be read. */
const page = (read: number, unread = 0) => ({ items: results(read), unread });

/** Holds every answer of `path` until the request is cancelled; says "cancelled" once it was. */
function holdUntilCancelled(path: string): Promise<string> {
  return new Promise((cancelled) => {
    server.use(
      http.get(path, async ({ request }) => {
        request.signal.addEventListener('abort', () => {
          cancelled('cancelled');
        });
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  });
}

describe('a player search', () => {
  it('asks for the words typed, encoded, page by page', async () => {
    expect(playerSearch.address({}, { search: 'Ana B&co', page: 0 })).toBe(
      '/api/players/find?search=Ana%20B%26co&page=0',
    );
    expect(playerSearch.address({}, { search: 'kivo', page: 3 })).toBe('/api/players/find?search=kivo&page=3');
    server.use(http.get('/api/players/find', () => HttpResponse.json(results(SEARCH_PAGE_SIZE))));
    const asked = recordRequests();
    const data = await client.infiniteQuery(playerSearchQuery('Ana B'));
    expect(asked).toEqual(['/api/players/find?search=Ana%20B&page=0']);
    expect(data.pages[0]?.items.map((result) => result.player.name).slice(0, 2)).toEqual(['Pilot 0', 'Pilot 1']);
  });

  it('asks nothing under 4 characters, and from 4 on', () => {
    expect(MIN_SEARCH_LENGTH).toBe(4);
    expect(playerSearchQuery('abc').enabled).toBe(false);
    expect(playerSearchQuery('abcd').enabled).toBe(true);
    expect(playerSearchQuery('abcde').enabled).toBe(true);
  });

  it('has a next page after a full page of 50, none after a shorter one', () => {
    expect(nextSearchPage(page(50), 0)).toBe(1);
    expect(nextSearchPage(page(50), 4)).toBe(5);
    expect(nextSearchPage(page(49), 4)).toBeUndefined();
    // 50 sent, one of them unreadable: still a full page.
    expect(nextSearchPage(page(49, 1), 4)).toBe(5);
    expect(nextSearchPage(page(0), 0)).toBeUndefined();
    const query = playerSearchQuery('kivo');
    expect(query.getNextPageParam(page(50), [page(50)], 2, [2])).toBe(3);
    expect(query.getNextPageParam(page(3), [page(3)], 2, [2])).toBeUndefined();
  });

  it('is one entry per word typed and never kept across visits', () => {
    expect(playerSearchQuery('kivo').queryKey).toEqual(['players', 'search', 'kivo']);
    expect(playerSearchQuery('kivo').meta).toEqual({ answerKind: 'search' });
  });

  it('says which answer it could not read when the server sends no list', async () => {
    server.use(http.get('/api/players/find', () => HttpResponse.json({ players: [] })));
    const error = await apiFailure(
      readEndpoint(playerSearch, {}, PlayerListSchema, {
        signal: new AbortController().signal,
        query: { search: 'kivo', page: 0 },
      }),
    );
    expect(error.message).toBe("The server's answer for this search could not be read (the answer itself).");
    await expect(client.infiniteQuery(playerSearchQuery('kivo'))).rejects.toThrow(
      "The server's answer for this search could not be read (the answer itself).",
    );
  });

  it('stops asking when the search is left', async () => {
    const cancelled = holdUntilCancelled('/api/players/find');
    void client.infiniteQuery(playerSearchQuery('kivo')).catch(() => undefined);
    await delay(20);
    await client.cancelQueries();
    await expect(cancelled).resolves.toBe('cancelled');
  });
});

describe('a Track of the Day month', () => {
  it('asks for its offset and names the month in a failure', async () => {
    server.use(http.get('/api/totd/:offset', () => HttpResponse.json({ month: 1, monthcount: 3, days: [] })));
    const asked = recordRequests();
    await expect(client.query(totdMonthQuery(2))).rejects.toThrow(
      "The server's answer for this month could not be read (year).",
    );
    expect(asked).toEqual(['/api/totd/2']);
  });

  it('stops asking when the page is left', async () => {
    const cancelled = holdUntilCancelled('/api/totd/:offset');
    void client.query(totdMonthQuery(0)).catch(() => undefined);
    await delay(20);
    await client.cancelQueries();
    await expect(cancelled).resolves.toBe('cancelled');
  });
});
