import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { AppProviders } from '../../src/app/App';
import { createQueryClient } from '../../src/data/cache/queryClient';
import { startAnswerStore } from '../../src/data/cache/answerStore';
import { MOCK_USER } from '../../src/mocks/data/mockUser';
import { clearSession, writeSession } from '../../src/session/storage';
import { memoryHistory } from '../render';
import { memoryStorage } from './answerStoreHelpers';

// The signed-in player's own profile is kept under their account (decision record 018), whichever page read it last:
// My home, then their own player page, then logout leaves no copy of it in this browser.

beforeAll(async () => {
  await Promise.all([import('../../src/pages/me/MePage'), import('../../src/pages/player/PlayerPage')]);
}, 60_000);

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  clearSession();
});

const PROFILE_HASH = JSON.stringify(['player', 'profile', MOCK_USER.accountid]);
const storedHashes = (storage: ReturnType<typeof memoryStorage>) =>
  (storage.value as PersistedClient | undefined)?.clientState.queries.map((query) => query.queryHash) ?? [];

describe("the signed-in player's own profile", () => {
  it('read by My home and then by their own player page, leaves the store at logout', async () => {
    writeSession(MOCK_USER);
    const storage = memoryStorage();
    const client = createQueryClient({ retry: false });
    const store = await startAnswerStore(client, storage);
    stops.push(store.stop);
    const history = memoryHistory('/me');
    const view = render(<AppProviders queryClient={client} history={history} />);
    stops.push(() => {
      view.unmount();
    });
    const ranks = await screen.findByRole('region', { name: 'Ranks' }, { timeout: 10_000 });
    await waitFor(() => expect(within(ranks).queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 10_000 });

    // The player page reads the same answer, under the same key, last.
    act(() => {
      history.push(`/player/${MOCK_USER.accountid}`);
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(MOCK_USER.displayname) }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(storedHashes(storage)).toContain(PROFILE_HASH), { timeout: 5_000 });

    act(() => {
      clearSession();
    });
    await waitFor(() => expect(storedHashes(storage)).not.toContain(PROFILE_HASH));
    expect(client.getQueryData(['player', 'profile', MOCK_USER.accountid])).toBeUndefined();
  });
});
