import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { QueryObserver, type QueryClient, type QueryKey, type QueryObserverOptions } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { createQueryClient } from '../../src/data/cache/queryClient';
import { ANSWER_STORE_BUSTER, startAnswerStore } from '../../src/data/cache/answerStore';
import { rangeQuery } from '../../src/data/leaderboard';
import { recordQueries } from '../../src/data/records';
import { countRequests, memoryStorage, storedQuery } from './answerStoreHelpers';
import { untilAnswered } from '../pause';

// Issue 33: a map's player count (the records grid's share of players ahead) is public and changes slowly, so this
// browser keeps it across visits; issue 30 reads the world record from the same answer, so it is fresh for an hour:
// restored, it is not asked for again within the hour, and is after. The
// board's other rows are kept as before (shown from the store, asked for again as soon as a page shows them).

const MINUTE = 60_000;
const UID = 'CountMapUid';
const COUNT_PATH = `/api/leaderboard/map/${UID}?offset=0&length=1`;

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** A stored value holding the player count (as the records grid read it) and a page of the same board's rows. */
function storageWith(countFetchedAt: number, rowsFetchedAt = countFetchedAt) {
  const count = storedQuery(
    recordQueries.playerCount('map', UID, false),
    { tops: [], unread: 0, playercount: 4321 },
    countFetchedAt,
  );
  const rows = storedQuery(
    rangeQuery('map', UID, { offset: 0, length: 15 }),
    { tops: [], unread: 0, playercount: 4321 },
    rowsFetchedAt,
  );
  return memoryStorage({
    timestamp: Math.max(countFetchedAt, rowsFetchedAt),
    buster: ANSWER_STORE_BUSTER,
    clientState: { queries: [count, rows], mutations: [] },
  });
}

/** A page coming to show the answer: an observer, as useQuery makes. */
function show<T, K extends QueryKey>(client: QueryClient, options: QueryObserverOptions<T, Error, T, T, K>) {
  const observer = new QueryObserver(client, options);
  stops.push(observer.subscribe(() => undefined));
  return observer;
}

async function restore(storage: ReturnType<typeof memoryStorage>) {
  const client = createQueryClient({ retry: false });
  const { result, stop } = await startAnswerStore(client, storage);
  stops.push(stop);
  expect(result).toBe('restored');
  return client;
}

describe('a map’s player count in the answer store', () => {
  it('restored within the hour, it is shown and not asked for again', async () => {
    const asked = countRequests(/^\/api\/leaderboard\//);
    const client = await restore(storageWith(Date.now() - 59 * MINUTE));
    const count = show(client, recordQueries.playerCount('map', UID, false));
    expect(count.getCurrentResult().data?.playercount).toBe(4321);
    await untilAnswered(client);
    expect(asked.paths).toEqual([]);
    expect(count.getCurrentResult().isStale).toBe(false);
  });

  it('restored after the hour, it is shown and asked for again', async () => {
    const asked = countRequests(/^\/api\/leaderboard\//);
    const client = await restore(storageWith(Date.now() - 61 * MINUTE));
    const count = show(client, recordQueries.playerCount('map', UID, false));
    expect(count.getCurrentResult().data?.playercount).toBe(4321);
    await waitFor(() => expect(asked.paths).toEqual([COUNT_PATH]));
  });

  it('the board’s rows are still asked for again when shown, however recent', async () => {
    const asked = countRequests(/^\/api\/leaderboard\//);
    const client = await restore(storageWith(Date.now() - 30 * MINUTE, Date.now() - 20_000));
    show(client, recordQueries.playerCount('map', UID, false));
    show(client, rangeQuery('map', UID, { offset: 0, length: 15 }));
    await waitFor(() => expect(asked.paths).toEqual([`/api/leaderboard/map/${UID}?offset=0&length=15`]));
    await untilAnswered(client);
    expect(asked.paths).toHaveLength(1);
  });

  it('is saved with its kind, and fetched this visit it stays fresh for the hour', async () => {
    const storage = memoryStorage();
    const client = createQueryClient({ retry: false });
    const { stop } = await startAnswerStore(client, storage);
    stops.push(stop);
    await client.query(recordQueries.playerCount('map', UID, false));
    await waitFor(() => {
      const saved = (storage.value as PersistedClient | undefined)?.clientState.queries ?? [];
      expect(saved.map((query) => query.meta)).toEqual([{ answerKind: 'playerCount' }]);
    });
    expect(
      client
        .getQueryCache()
        .find({ queryKey: recordQueries.playerCount('map', UID, false).queryKey })
        ?.isStaleByTime(59 * MINUTE),
    ).toBe(false);
  });
});
