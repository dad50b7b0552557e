import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { AppProviders } from '../../src/app/App';
import { createQueryClient } from '../../src/data/cache/queryClient';
import { startAnswerStore, type RestoreResult } from '../../src/data/cache/answerStore';
import { server } from '../../src/mocks/node';
import { totdMap } from '../../src/mocks/handlers/totd';
import { MOCK_USER } from '../../src/mocks/data/mockUser';
import { writeSession } from '../../src/session/storage';
import { memoryHistory } from '../render';
import { untilAnswered } from '../pause';
import { countRequests, memoryStorage } from './answerStoreHelpers';

// Issue 33: the signed-in player's own records are kept in this browser under their account: fresh for a few minutes
// (shown, no request), then shown at once and refreshed in the background; gone at logout and when another account
// signs in; a stored value that is not what this code wrote is ignored.

beforeAll(async () => {
  await Promise.all([
    import('../../src/pages/leaderboard/LeaderboardPage'),
    import('../../src/app/shell/AccountDropdown'),
  ]);
}, 60_000);

const uid = totdMap(2024, 3, 15).mapUid;
const PERSONAL = /^\/api\/leaderboard\/personal\//;
const MINUTE = 60_000;
const OTHER = {
  secret: 'other-secret',
  accountid: '0c1d2e3f-0000-4000-8000-000000000002',
  displayname: 'OtherPilot',
  vanity: '',
};

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

type Storage = ReturnType<typeof memoryStorage>;

/** One visit of the map's leaderboard: a new app on the same store, as a new tab is. */
async function visit(storage: Storage, expected: RestoreResult = 'restored') {
  const client = createQueryClient({ retry: false });
  const store = await startAnswerStore(client, storage);
  stops.push(store.stop);
  expect(store.result).toBe(expected);
  const view = render(<AppProviders queryClient={client} history={memoryHistory(`/leaderboard/${uid}`)} />);
  stops.push(() => {
    view.unmount();
  });
  return { client, view, card: async () => within(await screen.findByRole('region', { name: 'Your personal best' })) };
}

const storedHashes = (storage: Storage) =>
  (storage.value as PersistedClient | undefined)?.clientState.queries.map((query) => query.queryHash) ?? [];
const isOwnRecord = (hash: string) => hash.startsWith('["leaderboard","personal"');

/** A first visit, signed in as the mocked player: their record is shown, then saved. */
async function firstVisit(): Promise<Storage> {
  writeSession(MOCK_USER);
  const storage = memoryStorage();
  const { card } = await visit(storage);
  expect(await (await card()).findByText('2,725')).toBeInTheDocument();
  await waitFor(() => expect(storedHashes(storage).some(isOwnRecord)).toBe(true));
  for (const stop of stops.splice(0)) stop();
  return storage;
}

/** Moves the stored own record `ms` back in time and gives it another rank, to tell it from the API's answer. */
function ageStoredRecord(storage: Storage, ms: number, rank: number) {
  const value = storage.value as PersistedClient;
  for (const query of value.clientState.queries) {
    if (!isOwnRecord(query.queryHash)) continue;
    query.state.dataUpdatedAt -= ms;
    query.state.data = { ...(query.state.data as object), rank };
  }
}

describe('the signed-in player’s own records in this browser', () => {
  it('are kept under the account, and shown again within a few minutes without a request', async () => {
    const storage = await firstVisit();
    const saved = (storage.value as PersistedClient).clientState.queries.find((query) => isOwnRecord(query.queryHash));
    expect(saved?.meta).toEqual({ answerKind: 'ownRecord', accountId: MOCK_USER.accountid });
    ageStoredRecord(storage, 2 * MINUTE, 3000);
    const asked = countRequests(PERSONAL);
    const { card, client } = await visit(storage);
    expect(await (await card()).findByText('3,000')).toBeInTheDocument();
    await untilAnswered(client);
    expect(asked.paths).toEqual([]);
  });

  it('after those minutes, are shown at once and asked for again in the background', async () => {
    const storage = await firstVisit();
    ageStoredRecord(storage, 4 * MINUTE, 3000);
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/api/leaderboard/personal/:group/:uid', async () => {
        await held;
        return HttpResponse.json({ time: 52_775, score: 52_775, rank: 2725 });
      }),
    );
    const asked = countRequests(PERSONAL);
    const { card } = await visit(storage);
    // The stored record, while the request is on its way.
    expect(await (await card()).findByText('3,000')).toBeInTheDocument();
    await waitFor(() => expect(asked.count).toBe(1));
    answer();
    expect(await (await card()).findByText('2,725')).toBeInTheDocument();
    expect(asked.count).toBe(1);
  });

  it('are gone from memory and from the store after logout', async () => {
    const storage = await firstVisit();
    const { client } = await visit(storage);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: MOCK_USER.displayname }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Log in with Ubisoft Connect' })).toBeInTheDocument();
    await waitFor(() => expect(storedHashes(storage).some(isOwnRecord)).toBe(false));
    expect(client.getQueryData(['leaderboard', 'personal', 'map', uid, MOCK_USER.accountid])).toBeUndefined();
    // The public answers stay.
    expect(storedHashes(storage)).toContain(`["leaderboard","map","${uid}"]`);
  });

  it('are not shown to another account signing in on this browser', async () => {
    const storage = await firstVisit();
    writeSession(OTHER);
    server.use(
      http.post('/api/user/session', () =>
        HttpResponse.json({ accountid: OTHER.accountid, displayname: OTHER.displayname, vanity: '' }),
      ),
      http.get('/api/leaderboard/personal/:group/:uid', () =>
        HttpResponse.json({ time: 61_000, score: 61_000, rank: 9000 }),
      ),
    );
    const asked = countRequests(PERSONAL);
    const { client, card } = await visit(storage);
    expect(await (await card()).findByText('9,000')).toBeInTheDocument();
    expect(screen.queryByText('2,725')).not.toBeInTheDocument();
    expect(asked.count).toBe(1);
    expect(client.getQueryData(['leaderboard', 'personal', 'map', uid, MOCK_USER.accountid])).toBeUndefined();
    // The store now holds the other account's record, and not the first one's.
    await waitFor(() =>
      expect(storedHashes(storage).filter(isOwnRecord)).toEqual([
        JSON.stringify(['leaderboard', 'personal', 'map', uid, OTHER.accountid]),
      ]),
    );
  });

  it('are dropped from a running tab when another account signs in', async () => {
    const storage = await firstVisit();
    const { client, card } = await visit(storage);
    expect(await (await card()).findByText('2,725')).toBeInTheDocument();
    act(() => {
      writeSession(OTHER);
    });
    expect(client.getQueryData(['leaderboard', 'personal', 'map', uid, MOCK_USER.accountid])).toBeUndefined();
    await waitFor(() => expect(storedHashes(storage).some(isOwnRecord)).toBe(false));
  });

  it.each([
    ['without the account it belongs to', (meta: Record<string, unknown>) => ({ answerKind: meta.answerKind })],
    ['with an account that is not text', (meta: Record<string, unknown>) => ({ ...meta, accountId: 42 })],
  ])('stored %s, are ignored: the page asks the API', async (_what, corrupt) => {
    const storage = await firstVisit();
    const value = storage.value as PersistedClient;
    for (const query of value.clientState.queries) {
      if (isOwnRecord(query.queryHash))
        query.meta = corrupt(query.meta as Record<string, unknown>) as typeof query.meta;
    }
    ageStoredRecord(storage, 0, 3000);
    // TanStack Query reports the discarded store on the console outside production builds.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const asked = countRequests(PERSONAL);
    const { card } = await visit(storage, 'dropped');
    expect(await (await card()).findByText('2,725')).toBeInTheDocument();
    expect(screen.queryByText('3,000')).not.toBeInTheDocument();
    expect(asked.count).toBe(1);
  });

  it('stored as something other than a record, are ignored', async () => {
    const storage = await firstVisit();
    for (const query of (storage.value as PersistedClient).clientState.queries) {
      if (isOwnRecord(query.queryHash)) query.state.data = 'rank 1';
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const asked = countRequests(PERSONAL);
    const { card } = await visit(storage, 'dropped');
    expect(await (await card()).findByText('2,725')).toBeInTheDocument();
    expect(asked.count).toBe(1);
  });
});
