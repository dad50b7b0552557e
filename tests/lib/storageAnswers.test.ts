// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { createQueryClient } from '../../src/data/cache/queryClient';
import { isFixedAnswer, isKeptFor, isStoredAnswer } from '../../src/data/cache/answerPolicy';
import { totdMonthQuery } from '../../src/data/totd';
import { leaderboardQueries, rangeQuery } from '../../src/data/leaderboard';
import { cotdQueries } from '../../src/data/cotd';
import { competitionQueries } from '../../src/data/competitions';
import { playerQueries } from '../../src/data/player';
import { playerSearchQuery } from '../../src/data/playerSearch';
import { campaignQueries } from '../../src/data/campaign';
import { userQueries } from '../../src/data/profile';
import {
  ANSWER_STORE_BUSTER,
  newestAnswers,
  readStoredAnswers,
  startAnswerStore,
  type AnswerStorage,
} from '../../src/data/cache/answerStore';
import { getNotices, setNotices } from '../../src/lib/notices';
import { memoryStorage } from '../app/answerStoreHelpers';

const NOW = Date.UTC(2026, 10, 20, 12, 0);
const MONTH = { year: 2026, month: 10, monthcount: 76, days: [] };

function stored(queries: unknown[], buster = ANSWER_STORE_BUSTER, timestamp = Date.now()): unknown {
  return { timestamp, buster, clientState: { queries, mutations: [] } };
}

/** A stored entry as the store writes it: the query's key and meta (from its factory), and its state. */
function storedQuery(
  { queryKey, meta }: { queryKey: readonly unknown[]; meta?: unknown },
  data: unknown,
  dataUpdatedAt = Date.now() - 60_000,
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

/** A query whose factory names no kind of answer (no meta). */
const queryWithoutKind = (queryKey: string[]): { queryKey: string[]; meta?: undefined } => ({ queryKey });

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  setNotices({ storeDropped: false });
});

describe('which answers are kept across visits', () => {
  it('keeps public answers named in the allow-list', () => {
    expect(isStoredAnswer(totdMonthQuery(1))).toBe(true);
    expect(isStoredAnswer(leaderboardQueries.map('abc'))).toBe(true);
    expect(isStoredAnswer(rangeQuery('map', 'abc', { offset: 0, length: 15 }))).toBe(true);
    expect(isStoredAnswer(competitionQueries.challengeResults(12, 3))).toBe(true);
    expect(isStoredAnswer(playerQueries.profile('mockpilot'))).toBe(true);
    expect(isStoredAnswer(campaignQueries.campaign('seasonal', '1000'))).toBe(true);
  });

  it("keeps the signed-in player's own records for their account only", () => {
    expect(isKeptFor(leaderboardQueries.personal('map', 'abc', 'acc-1'), 'acc-1')).toBe(true);
    expect(isKeptFor(campaignQueries.personal('uid', 'acc-1'), 'ACC-1')).toBe(true);
    expect(isKeptFor(leaderboardQueries.personal('map', 'abc', 'acc-1'), 'acc-2')).toBe(false);
    expect(isKeptFor(campaignQueries.personal('uid', 'acc-1'), '')).toBe(false);
    // Without an account (not signed in), nothing of it is kept.
    expect(isStoredAnswer(leaderboardQueries.personal('map', 'abc', ''))).toBe(false);
    // Public answers are kept whoever is signed in.
    expect(isKeptFor(leaderboardQueries.map('abc'), '')).toBe(true);
  });

  it('never keeps the profile form, searches or unknown keys', () => {
    expect(isStoredAnswer(userQueries.profile('acc-1'))).toBe(false);
    expect(isStoredAnswer(playerSearchQuery('mock'))).toBe(false);
    expect(isStoredAnswer(queryWithoutKind(['session']))).toBe(false);
    expect(isStoredAnswer(queryWithoutKind(['something', 'new']))).toBe(false);
  });
});

describe('answers that can no longer change', () => {
  const none = () => undefined;

  it('a past Track of the Day month, while the month it was fetched in lasts', () => {
    expect(isFixedAnswer(totdMonthQuery(1), MONTH, NOW - 3600_000, none, NOW)).toBe(true);
    expect(isFixedAnswer(totdMonthQuery(0), MONTH, NOW - 3600_000, none, NOW)).toBe(false);
    // Fetched in October: "one month back" is another month now.
    expect(isFixedAnswer(totdMonthQuery(1), MONTH, Date.UTC(2026, 9, 20, 12), none, NOW)).toBe(false);
  });

  it('a closed leaderboard, a map, a finished cup and its results', () => {
    expect(
      isFixedAnswer(
        rangeQuery('map', 'x', { offset: 0, length: 15 }),
        { lockedLeaderboard: true, tops: [] },
        NOW,
        none,
        NOW,
      ),
    ).toBe(true);
    expect(
      isFixedAnswer(
        rangeQuery('map', 'x', { offset: 0, length: 15 }),
        { lockedLeaderboard: false, tops: [] },
        NOW,
        none,
        NOW,
      ),
    ).toBe(false);
    expect(
      isFixedAnswer(
        leaderboardQueries.rows('map', 'x', 0),
        { pages: [{ answer: { lockedLeaderboard: true } }] },
        NOW,
        none,
        NOW,
      ),
    ).toBe(true);
    expect(isFixedAnswer(leaderboardQueries.map('x'), { name: 'A map' }, NOW, none, NOW)).toBe(true);
    const cup = { enddate: NOW / 1000 - 2 * 3600 };
    expect(isFixedAnswer(cotdQueries.competition(7), cup, NOW, none, NOW)).toBe(true);
    expect(isFixedAnswer(cotdQueries.competition(7), { enddate: NOW / 1000 - 60 }, NOW, none, NOW)).toBe(false);
    expect(isFixedAnswer(competitionQueries.challengeResults(7, 2), { results: [] }, NOW, () => cup, NOW)).toBe(true);
    expect(isFixedAnswer(competitionQueries.challengeResults(7, 2), { results: [] }, NOW, none, NOW)).toBe(false);
  });
});

describe('reading the stored value', () => {
  it('drops a value this code did not write', () => {
    expect(readStoredAnswers('{"cut short')).toBe('unreadable');
    expect(readStoredAnswers(stored([{ queryKey: 'totd' }]))).toBe('unreadable');
    // A personal answer cannot have been written by this code.
    expect(readStoredAnswers(stored([storedQuery(userQueries.profile('a'), {})]))).toBe('unreadable');
  });

  it('keeps only the newest answers when there are too many', () => {
    const client = stored([
      storedQuery(totdMonthQuery(1), MONTH, 10),
      storedQuery(totdMonthQuery(2), MONTH, 30),
      storedQuery(totdMonthQuery(3), MONTH, 20),
    ]) as PersistedClient;
    expect(newestAnswers(client, 2).clientState.queries.map((query) => query.queryKey)).toEqual([
      ['totd', 'month', 2],
      ['totd', 'month', 3],
    ]);
  });
});

describe('the answer store', () => {
  it('puts stored answers back in the cache, NaN and all', async () => {
    const month = { ...MONTH, lastday: Number.NaN };
    const storage = memoryStorage(stored([storedQuery(totdMonthQuery(1), month)]));
    const client = createQueryClient();
    const { result, stop } = await startAnswerStore(client, storage);
    stops.push(stop);
    expect(result).toBe('restored');
    expect(client.getQueryData(['totd', 'month', 1])).toEqual({
      year: 2026,
      month: 10,
      monthcount: 76,
      days: [],
      lastday: Number.NaN,
    });
  });

  it('marks a stored answer that can change as stale, so it is asked for again; a fixed one is not', async () => {
    const hourAgo = Date.now() - 3600_000;
    const storage = memoryStorage(
      stored([
        storedQuery(totdMonthQuery(0), MONTH, hourAgo),
        storedQuery(leaderboardQueries.map('x'), { name: 'A map' }, hourAgo),
      ]),
    );
    const client = createQueryClient();
    const { stop } = await startAnswerStore(client, storage);
    stops.push(stop);
    expect(client.getQueryState(['totd', 'month', 0])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['leaderboard', 'map', 'x'])?.isInvalidated).toBe(false);
  });

  it('clears an unreadable store and says so, without throwing', async () => {
    // TanStack Query reports the discarded store on the console outside production builds.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = memoryStorage(stored([{ queryKey: ['totd', 'month', 1], state: 'garbage' }]));
    const client = createQueryClient();
    const { result, stop } = await startAnswerStore(client, storage);
    stops.push(stop);
    expect(result).toBe('dropped');
    expect(storage.value).toBeUndefined();
    expect(getNotices().storeDropped).toBe(true);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('drops quietly what an older release stored', async () => {
    const storage = memoryStorage(stored([storedQuery(totdMonthQuery(1), { old: 'shape' })], 'v0-older'));
    const client = createQueryClient();
    const { result, stop } = await startAnswerStore(client, storage);
    stops.push(stop);
    expect(result).toBe('restored');
    expect(storage.removed).toBe(1);
    expect(client.getQueryData(['totd', 'month', 1])).toBeUndefined();
    expect(getNotices().storeDropped).toBe(false);
  });

  it('works as without a store when storage refuses to open', async () => {
    const refusing: AnswerStorage = {
      get: () => Promise.reject(new Error('The user denied permission to access the database.')),
      set: () => Promise.reject(new Error('denied')),
      remove: () => Promise.reject(new Error('denied')),
    };
    const { result } = await startAnswerStore(createQueryClient(), refusing);
    expect(result).toBe('unavailable');
    expect(getNotices().storeDropped).toBe(false);
  });

  it('saves the allowed answers, never the personal ones', async () => {
    const storage = memoryStorage();
    const client = createQueryClient();
    const { stop } = await startAnswerStore(client, storage);
    stops.push(stop);
    // Answers put in the cache as their queries (key and meta, from the factories) hold them.
    const cache = (options: { queryKey: readonly unknown[] }, data: unknown) =>
      client.getQueryCache().build(client, options).setData(data);
    cache(totdMonthQuery(2), MONTH);
    cache(leaderboardQueries.personal('map', 'x', 'acc-1'), { score: 1 });
    cache(userQueries.profile('acc-1'), { twitch: 'me' });
    await waitFor(() => {
      expect(storage.value).toBeDefined();
    });
    const saved = readStoredAnswers(storage.value);
    expect(saved === 'unreadable' ? [] : saved.clientState.queries.map((query) => query.queryKey)).toEqual([
      ['totd', 'month', 2],
    ]);
  });
});
