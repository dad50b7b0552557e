import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { onlineManager } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { server } from '../../src/mocks/node';
import { createQueryClient } from '../../src/data/cache/queryClient';
import { ANSWER_STORE_BUSTER, readStoredAnswers, startAnswerStore } from '../../src/data/cache/answerStore';
import { countedList, decode, list, num } from '../../src/api/schema';
import * as v from 'valibot';
import { memoryStorage, renderMatches } from './answerStoreHelpers';
import { roomQueries } from '../../src/data/rooms';

// Answers restored from the store keep the count of their lists' unreadable items, so a page still says
// "N … could not be read." after a reload.

const storedKeys = (value: unknown): string[] =>
  (value as PersistedClient | undefined)?.clientState.queries.map((query) => query.queryHash) ?? [];

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  act(() => {
    onlineManager.setOnline(true);
  });
});

describe('the unread count of a stored list', () => {
  it('travels with the decoded answer as plain data, through the copy the store keeps', () => {
    const Answer = v.object({ groups: list(v.object({ rows: countedList(v.object({ id: num })) })) });
    const data = decode(
      Answer,
      { groups: [{ rows: [{ id: 1 }, { id: 'x' }, {}] }, { rows: [{ id: 2 }] }] },
      'a test answer',
    );
    const query = {
      queryKey: roomQueries.list('').queryKey,
      queryHash: '["rooms","list",""]',
      meta: roomQueries.list('').meta,
      state: {
        data,
        dataUpdatedAt: 1,
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
    const read = readStoredAnswers(
      structuredClone({ timestamp: 1, buster: ANSWER_STORE_BUSTER, clientState: { queries: [query], mutations: [] } }),
    );
    if (read === 'unreadable') throw new Error('The stored value was not read.');
    const restored = read.clientState.queries[0]?.state.data as typeof data;
    expect(restored).not.toBe(data);
    expect(restored.groups.map((group) => group.rows)).toEqual([
      { items: [{ id: 1 }], unread: 2 },
      { items: [{ id: 2 }], unread: 0 },
    ]);
  });

  it('the match list still says "1 match could not be read." when restored from the store after a reload', async () => {
    server.use(
      http.get('/api/matches/:type/:page', () =>
        HttpResponse.json({
          matches: [
            { id: 9800136, lid: 'LID-MTCH-m500136abcdefgh', starttime: 1_700_000_000, status: 'COMPLETED' },
            { id: 9800135, lid: null, status: 'COMPLETED' },
            { id: 9800134, lid: 'LID-MTCH-m500134abcdefgh', starttime: 1_700_000_000, status: 'COMPLETED' },
          ],
        }),
      ),
    );
    const storage = memoryStorage();
    const first = createQueryClient({ retry: false });
    const firstStore = await startAnswerStore(first, storage);
    stops.push(firstStore.stop);
    const view = renderMatches(first);
    expect(await screen.findByText('1 match could not be read.')).toBeInTheDocument();
    // Saved a second after the cache last changed.
    await waitFor(() => expect(storedKeys(storage.value)).toContain('["matches","list",5]'));
    view.unmount();
    firstStore.stop();

    // The reload, offline: the page can only show what the store kept.
    act(() => {
      onlineManager.setOnline(false);
    });
    const second = createQueryClient({ retry: false });
    const secondStore = await startAnswerStore(second, storage);
    stops.push(secondStore.stop);
    expect(secondStore.result).toBe('restored');
    renderMatches(second);
    const table = await screen.findByRole('table', { name: 'Matches' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('1 match could not be read.')).toBeInTheDocument();
  });
});
