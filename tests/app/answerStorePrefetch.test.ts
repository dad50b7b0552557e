import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../src/data/cache/queryClient';
import { ANSWER_STORE_BUSTER, startAnswerStore } from '../../src/data/cache/answerStore';
import { totdMonthQuery } from '../../src/data/totd';
import { countRequests, memoryStorage, storedQuery } from './answerStoreHelpers';
import { untilAnswered } from '../pause';

// Issue 33, "No duplicate on /totd": the boot prefetches the month (src/app/prefetch.ts) before the answer store is
// read; the store then marked every answer that can change as stale, the prefetched one too, so the page, when its
// code arrived after the answer, asked for it again. Only answers restored from the store are asked for again.

const stops: (() => void)[] = [];
const observers: (() => void)[] = [];
afterEach(() => {
  for (const stop of [...observers.splice(0), ...stops.splice(0)]) stop();
});

/** The page coming to show the month: an observer, as useQuery makes. */
function pageShowsMonth(client: QueryClient) {
  const observer = new QueryObserver(client, totdMonthQuery(0));
  observers.push(observer.subscribe(() => undefined));
  return observer;
}

describe('the opening prefetch and the answer store', () => {
  it('a page that comes after the prefetched answer takes it, on a first visit (nothing stored)', async () => {
    const asked = countRequests(/^\/api\/totd\/0$/);
    const client = createQueryClient({ retry: false });
    // The prefetch's answer is in before the store's code is.
    await client.query(totdMonthQuery(0));
    const { stop } = await startAnswerStore(client, memoryStorage());
    stops.push(stop);
    const observer = pageShowsMonth(client);
    expect(observer.getCurrentResult().data?.days.length).toBeGreaterThan(0);
    await untilAnswered(client);
    expect(asked.paths).toEqual(['/api/totd/0']);
  });

  it('takes it too when the store held an older copy of the month', async () => {
    const asked = countRequests(/^\/api\/totd\/0$/);
    const tenMinutesAgo = Date.now() - 10 * 60_000;
    const stored = storedQuery(totdMonthQuery(0), { year: 2026, month: 11, monthcount: 76, days: [] }, tenMinutesAgo);
    const storage = memoryStorage({
      timestamp: tenMinutesAgo,
      buster: ANSWER_STORE_BUSTER,
      clientState: { queries: [stored], mutations: [] },
    });
    const client = createQueryClient({ retry: false });
    await client.query(totdMonthQuery(0));
    const { stop } = await startAnswerStore(client, storage);
    stops.push(stop);
    const observer = pageShowsMonth(client);
    // The newer answer, the prefetch's, not the stored one.
    expect(observer.getCurrentResult().data?.days.length).toBeGreaterThan(0);
    await untilAnswered(client);
    expect(asked.paths).toEqual(['/api/totd/0']);
  });

  it('a page whose prefetch is still on its way waits for it instead of asking again', async () => {
    const asked = countRequests(/^\/api\/totd\/0$/);
    const client = createQueryClient({ retry: false });
    const prefetch = client.query(totdMonthQuery(0));
    const { stop } = await startAnswerStore(client, memoryStorage());
    stops.push(stop);
    await prefetch;
    const observer = pageShowsMonth(client);
    await waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    await untilAnswered(client);
    expect(asked.count).toBe(1);
  });

  it('a month restored from the store alone is still asked for again when a page shows it', async () => {
    const asked = countRequests(/^\/api\/totd\/0$/);
    const aMinuteAgo = Date.now() - 60_000;
    const stored = storedQuery(totdMonthQuery(0), { year: 2026, month: 11, monthcount: 76, days: [] }, aMinuteAgo);
    const storage = memoryStorage({
      timestamp: aMinuteAgo,
      buster: ANSWER_STORE_BUSTER,
      clientState: { queries: [stored], mutations: [] },
    });
    const client = createQueryClient({ retry: false });
    const { stop } = await startAnswerStore(client, storage);
    stops.push(stop);
    const observer = pageShowsMonth(client);
    // Shown at once from the store, then replaced by the API's answer.
    expect(observer.getCurrentResult().data?.days).toEqual([]);
    await waitFor(() => expect(observer.getCurrentResult().data?.days.length).toBeGreaterThan(0));
    expect(asked.count).toBe(1);
  });
});
