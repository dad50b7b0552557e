import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AnswerStorage } from '../../src/data/cache/answerStore';
import { MatchesPage } from '../../src/pages/matches/MatchesPage';
import { server } from '../../src/mocks/node';

// What the answer store's tests share: a storage held in memory, and a page whose list they keep (the match list).

/** A storage held in memory, as IndexedDB holds it: a structured clone of the value (not a copy through JSON). */
export function memoryStorage(initial?: unknown): AnswerStorage & { value: unknown; removed: number } {
  const storage = {
    value: initial,
    removed: 0,
    get: () => Promise.resolve(storage.value),
    set: (value: PersistedClient) => {
      storage.value = structuredClone(value);
      return Promise.resolve();
    },
    remove: () => {
      storage.value = undefined;
      storage.removed += 1;
      return Promise.resolve();
    },
  };
  return storage;
}

/** The match list alone, on `client`. */
export function renderMatches(client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/matches']}>
        <Routes>
          <Route path="/matches" element={<MatchesPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A stored answer as the store writes it (TanStack's dehydrated query): a query's key and meta, its data, when fetched. */
export function storedQuery(
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

/** Counts the API requests whose path (and query) match `pattern`, from now on. */
export function countRequests(pattern: RegExp): { readonly count: number; readonly paths: string[] } {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (pattern.test(`${url.pathname}${url.search}`)) paths.push(`${url.pathname}${url.search}`);
  });
  return {
    get count() {
      return paths.length;
    },
    paths,
  };
}
