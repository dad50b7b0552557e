import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AnswerStorage } from '../../src/app/answerStore';
import { MatchesPage } from '../../src/pages/matches/MatchesPage';

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
