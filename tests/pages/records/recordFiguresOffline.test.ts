import { describe, expect, it } from 'vitest';
import type { UseQueryResult } from '@tanstack/react-query';
import { figuresState } from '../../../src/pages/records/recordFigures';
import type { LeaderboardAnswer, PersonalRecord } from '../../../src/data/leaderboard';

// Offline, a map's record is not asked at all: TanStack holds the request as "paused" (no error, no answer). The
// comparison must then show what the last visit saw, as for a record that failed to load ("Not refreshed: …", tested
// on the page in changesStates.test.tsx), never wait for an answer that will not come while the browser is offline.

const result = <T>(state: Partial<UseQueryResult<T>>) => state as unknown as UseQueryResult<T>;
const idleBoard = result<LeaderboardAnswer>({
  isPending: false,
  isSuccess: true,
  isError: false,
  fetchStatus: 'idle',
  data: { tops: [], playercount: 10, unread: 0 },
});

describe('how a map’s answers stand for what moved', () => {
  it('offline (the record request paused, before any answer): the last visit’s figures are compared', () => {
    const paused = result<PersonalRecord>({
      isPending: true,
      isSuccess: false,
      isError: false,
      fetchStatus: 'paused',
      data: undefined,
    });
    expect(figuresState(paused, idleBoard)).toBe('kept');
  });

  it('offline with an answer kept from earlier (paused while refreshing it): still the last visit’s figures', () => {
    const pausedRefresh = result<PersonalRecord>({
      isPending: false,
      isSuccess: true,
      isError: false,
      fetchStatus: 'paused',
      data: { rank: 12, score: 40_500 },
    });
    expect(figuresState(pausedRefresh, idleBoard)).toBe('kept');
  });

  it('online and still loading: waits', () => {
    const loading = result<PersonalRecord>({
      isPending: true,
      isSuccess: false,
      isError: false,
      fetchStatus: 'fetching',
      data: undefined,
    });
    expect(figuresState(loading, idleBoard)).toBe('waiting');
  });

  it('failed: the last visit’s figures', () => {
    const failed = result<PersonalRecord>({
      isPending: false,
      isSuccess: false,
      isError: true,
      fetchStatus: 'idle',
      data: undefined,
    });
    expect(figuresState(failed, idleBoard)).toBe('kept');
  });
});
