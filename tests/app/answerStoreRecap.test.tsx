// A past year's season recap (issue 47) is kept with no expiry: a store too old to restore keeps it, and only it, and
// the year's figures then show with no request; the current year's is restored like any answer and asked for again
// only at the reader's word.
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../src/data/cache/queryClient';
import { ANSWER_MAX_AGE_MS, ANSWER_STORE_BUSTER, startAnswerStore } from '../../src/data/cache/answerStore';
import { recapQueries } from '../../src/data/recap';
import { memoryStorage, storedQuery } from './answerStoreHelpers';
import { TEST_NOW } from '../clock';

const DAY = 86_400_000;

describe('a kept season recap', () => {
  it('outlives a store too old to restore, when its year was over when read', async () => {
    const past = recapQueries.year('mockpilot', 2025);
    const current = recapQueries.year('mockpilot', 2026);
    const list = { queryKey: ['matches', 'list', 5], meta: { answerKind: 'list' } };
    const readAt = TEST_NOW - 30 * DAY;
    const storage = memoryStorage({
      timestamp: TEST_NOW - ANSWER_MAX_AGE_MS - DAY,
      buster: ANSWER_STORE_BUSTER,
      clientState: {
        mutations: [],
        queries: [
          storedQuery(past, { year: 2025, readAt }, readAt),
          storedQuery(current, { year: 2026, readAt }, readAt),
          storedQuery(list, { pages: [] }, readAt),
        ],
      },
    });
    const client = createQueryClient({ retry: false });
    const store = await startAnswerStore(client, storage);
    expect(store.result).toBe('restored');
    expect(client.getQueryData(past.queryKey)).toEqual({ year: 2025, readAt });
    expect(client.getQueryData(current.queryKey)).toBeUndefined();
    expect(client.getQueryData(list.queryKey)).toBeUndefined();
    // Fixed: never stale, never asked again.
    expect(client.getQueryCache().find({ queryKey: past.queryKey })?.isStale()).toBe(false);
    store.stop();
  });
});
