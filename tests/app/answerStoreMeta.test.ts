import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { createQueryClient } from '../../src/data/cache/queryClient';
import { ANSWER_STORE_BUSTER, startAnswerStore } from '../../src/data/cache/answerStore';
import { totdMonthQuery } from '../../src/data/totd';
import { cotdQueries } from '../../src/data/cotd';
import { competitionQueries } from '../../src/data/competitions';
import { leaderboardQueries, playerCountQuery, positionQuery, rangeQuery } from '../../src/data/leaderboard';
import { recordQueries } from '../../src/data/records';
import { followingQueries } from '../../src/pages/following/api';
import { playerQueries } from '../../src/data/player';
import { setNotices } from '../../src/lib/notices';
import { memoryStorage } from './answerStoreHelpers';

// Which answers are kept, and which are fixed, is read from each query's meta (set by its factory), and the stored
// entry keeps that meta: a restored answer is known for what it is before any page asks for it again.

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  setNotices({ storeDropped: false });
});

const HOUR = 3600_000;

function storedQuery(
  { queryKey, meta }: { queryKey: readonly unknown[]; meta?: unknown },
  data: unknown,
  dataUpdatedAt: number,
) {
  return {
    queryKey,
    queryHash: JSON.stringify(queryKey),
    meta,
    state: {
      data,
      dataUpdatedAt,
      status: 'success',
      fetchStatus: 'idle',
      error: null,
      errorUpdatedAt: 0,
      dataUpdateCount: 1,
      errorUpdateCount: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
    },
  };
}

describe('the kind of a stored answer', () => {
  it('is saved with the answer, from the query that holds it', async () => {
    const storage = memoryStorage();
    const client = createQueryClient();
    const { stop } = await startAnswerStore(client, storage);
    stops.push(stop);
    const month: { queryKey: readonly unknown[] } = totdMonthQuery(3);
    client.getQueryCache().build(client, month).setData({ year: 2026, month: 8, monthcount: 76, days: [] });
    await waitFor(() => {
      expect(storage.value).toBeDefined();
    });
    const saved = (storage.value as PersistedClient).clientState.queries;
    expect(saved.map((query) => [query.queryKey, query.meta])).toEqual([
      [['totd', 'month', 3], { answerKind: 'totdMonth', monthOffset: 3 }],
    ]);
  });

  it('comes back with it: results of a cup that has ended are fixed, those of a running cup are asked for again', async () => {
    const hourAgo = Date.now() - HOUR;
    const ended = { id: 7, enddate: (Date.now() - 2 * HOUR) / 1000 };
    const running = { id: 8, enddate: (Date.now() + HOUR) / 1000 };
    const queries = [
      storedQuery(cotdQueries.competition(7), ended, hourAgo),
      storedQuery(competitionQueries.challengeResults(7, 2), { pages: [{ results: [] }], pageParams: [0] }, hourAgo),
      storedQuery(cotdQueries.competition(8), running, hourAgo),
      storedQuery(competitionQueries.challengeResults(8, 2), { pages: [{ results: [] }], pageParams: [0] }, hourAgo),
    ];
    const storage = memoryStorage({
      timestamp: hourAgo,
      buster: ANSWER_STORE_BUSTER,
      clientState: { queries, mutations: [] },
    });
    const client = createQueryClient();
    const { result, stop } = await startAnswerStore(client, storage);
    stops.push(stop);
    expect(result).toBe('restored');
    const restored = (key: readonly unknown[]) => client.getQueryCache().find({ queryKey: key, exact: true });
    expect(restored(competitionQueries.challengeResults(7, 2).queryKey)?.meta).toEqual({
      answerKind: 'cupResults',
      parentKey: cotdQueries.competition(7).queryKey,
    });
    expect(restored(competitionQueries.challengeResults(7, 2).queryKey)?.state.isInvalidated).toBe(false);
    expect(restored(competitionQueries.challengeResults(8, 2).queryKey)?.state.isInvalidated).toBe(true);
  });

  it('is what decides: an entry without a kind is not one this code wrote', async () => {
    const storage = memoryStorage({
      timestamp: Date.now(),
      buster: ANSWER_STORE_BUSTER,
      clientState: {
        queries: [storedQuery({ queryKey: ['totd', 'month', 1] }, { year: 2026 }, Date.now())],
        mutations: [],
      },
    });
    const client = createQueryClient();
    // TanStack Query reports the discarded store on the console outside production builds.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result, stop } = await startAnswerStore(client, storage);
    stops.push(stop);
    expect(result).toBe('dropped');
    expect(client.getQueryData(['totd', 'month', 1])).toBeUndefined();
  });
});

describe('one owner per answer', () => {
  it('the records grid reads the leaderboard’s own personal record and player count, through the scheduler', () => {
    const personal = recordQueries.personal('map', 'uid', 'acc-1', false);
    const board = leaderboardQueries.personal('map', 'uid', 'acc-1');
    expect(personal.queryKey).toEqual(board.queryKey);
    expect(personal.meta).toEqual(board.meta);
    expect(personal.staleTime).toBe(board.staleTime);
    // The player count is the first row's answer under a key of its own: kept a day, while the rows keep a board's minute.
    const count = recordQueries.playerCount('map', 'uid', false);
    expect(count.queryKey).toEqual(playerCountQuery('map', 'uid', false).queryKey);
    expect(count.queryKey).not.toEqual(rangeQuery('map', 'uid', { offset: 0, length: 1 }).queryKey);
    expect(count.meta).toEqual({ answerKind: 'playerCount' });
    expect(rangeQuery('map', 'uid', { offset: 0, length: 1 }).meta).toEqual({ answerKind: 'board' });
  });

  it('a position is the range of one row, with its meta; closed, it is kept for the visit', () => {
    const position = positionQuery('map', 'uid', 12, true);
    const range = rangeQuery('map', 'uid', { offset: 11, length: 1 });
    expect(position.queryKey).toEqual(range.queryKey);
    expect(position.meta).toEqual(range.meta);
    expect(position.staleTime).toBe('static');
    expect(range.staleTime).toBeUndefined();
  });

  it('the Following page reads the player page’s profile and first page of cups', () => {
    expect(followingQueries.profile('acc-1').queryKey).toEqual(playerQueries.profile('acc-1').queryKey);
    expect(followingQueries.latestCotd('acc-1').queryKey).toEqual(
      playerQueries.cotd('acc-1', false, 'dateDesc').queryKey,
    );
    expect(followingQueries.latestCotd('acc-1').meta).toEqual(playerQueries.cotd('acc-1', false, 'dateDesc').meta);
  });
});
