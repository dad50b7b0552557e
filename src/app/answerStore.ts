// The answers kept across visits (see answerPolicy.ts for which), in IndexedDB. Loaded after the boot has sent the
// first requests: the stored answers are put in the cache as soon as they are read, so a page whose request is
// still on its way shows them at once (an answer that can change is then replaced when the request comes back).
//
// Like every store of this browser's data (following.ts for the followed players), the value is versioned and read
// defensively:
// - it carries a version key ("buster"): ANSWER_STORE_VERSION, raised by hand when the stored value's layout changes,
//   and the answers' schema version (src/api/schemaVersion.ts, which a test asks to raise when a decoded shape
//   changes), so a release whose decoded shapes differ drops what an older one stored instead of handing a page data
//   it no longer reads, and a release that only edits comments keeps it;
// - anything that is not a value this code wrote (cut short, hand-edited, another version's layout) is dropped with
//   a quiet note in the shell, never thrown;
// - no IndexedDB (private windows of some browsers, jsdom in tests), or IndexedDB refusing to open: the app works
//   as it does without a store, and nothing is saved.
// Stored answers are the decoded data (structured clone keeps NaN, undefined and nested shapes as they are), counts of
// unreadable rows included: a list a page counts is decoded as plain data, `{ items, unread }` (schema.ts).

import { dehydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { persistQueryClientRestore, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { answerStaleTime, isFixedAnswer, isStoredKey, STORED_KEYS } from './answerPolicy';
import { setNotices } from './notices';
import { isRecord } from '../lib/isRecord';
import { ANSWER_SCHEMA_VERSION } from '../api/schemaVersion';

/** Raise when the stored value's layout changes (a migration can then read the older one instead of dropping it). */
export const ANSWER_STORE_VERSION = 1;
export const ANSWER_STORE_BUSTER = `v${ANSWER_STORE_VERSION}-s${ANSWER_SCHEMA_VERSION}`;
/** Answers older than this are not restored. */
export const ANSWER_MAX_AGE_MS = 7 * 24 * 3600_000;
/** The most answers kept (the most recently fetched win): a leaderboard page or a player's history is a few KB. */
export const MAX_STORED_ANSWERS = 200;
/** Stored answers stay in memory this long unused, so that the next save still holds them. */
const STORED_GC_MS = 24 * 3600_000;
const SAVE_EVERY_MS = 1000;
const KEY = 'answers';

/** Where the store lives: IndexedDB in the browser; tests pass a Map-backed one. */
export interface AnswerStorage {
  get: () => Promise<unknown>;
  set: (value: PersistedClient) => Promise<void>;
  remove: () => Promise<void>;
}

export function indexedDbStorage(): AnswerStorage | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  let store: UseStore;
  try {
    store = createStore('tmio-answers', 'answers');
  } catch {
    return undefined;
  }
  return { get: () => get(KEY, store), set: (value) => set(KEY, value, store), remove: () => del(KEY, store) };
}


/** A stored answer: TanStack's dehydrated query. */
type StoredQuery = DehydratedState['queries'][number];

function isStoredQuery(value: unknown): boolean {
  if (!isRecord(value) || !Array.isArray(value.queryKey) || typeof value.queryHash !== 'string' || !isRecord(value.state)) return false;
  const { state } = value;
  return state.status === 'success' && state.data !== undefined && typeof state.dataUpdatedAt === 'number' && isStoredKey(value.queryKey as QueryKey);
}

/**
 * The stored value as this version reads it: the persisted client, or 'unreadable' for a value this code did not
 * write. Another release's value (a different buster) is returned as it is: the restore drops it quietly. The lists
 * of the answers read get their unread counts back.
 */
export function readStoredAnswers(value: unknown): PersistedClient | 'unreadable' {
  if (!isRecord(value) || typeof value.timestamp !== 'number' || typeof value.buster !== 'string' || !isRecord(value.clientState)) return 'unreadable';
  if (value.buster !== ANSWER_STORE_BUSTER) return { timestamp: value.timestamp, buster: value.buster, clientState: { queries: [], mutations: [] } };
  const { queries } = value.clientState;
  // One unreadable entry means the value was not written by this code: drop it whole rather than guess.
  if (!Array.isArray(queries) || !queries.every(isStoredQuery)) return 'unreadable';
  return { timestamp: value.timestamp, buster: value.buster, clientState: { queries: queries as StoredQuery[], mutations: [] } };
}

/** The newest `limit` answers of a persisted client. */
export function newestAnswers(client: PersistedClient, limit = MAX_STORED_ANSWERS): PersistedClient {
  const { queries } = client.clientState;
  if (queries.length <= limit) return client;
  const newest = [...queries].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt).slice(0, limit);
  return { ...client, clientState: { ...client.clientState, queries: newest } };
}

class UnreadableStore extends Error {}

/** TanStack Query's persister over the storage: reading checks the value; saving keeps the newest answers. */
function persisterFor(storage: AnswerStorage, state: { available: boolean }): Persister {
  return {
    persistClient: async (client) => {
      await storage.set(newestAnswers(client));
    },
    restoreClient: async () => {
      let value: unknown;
      try {
        value = await storage.get();
      } catch {
        // IndexedDB refused (a private window, storage blocked): no store this visit.
        state.available = false;
        return undefined;
      }
      if (value === undefined) return undefined;
      const client = readStoredAnswers(value);
      if (client === 'unreadable') throw new UnreadableStore('The stored answers could not be read.');
      return client;
    },
    removeClient: async () => {
      if (state.available) await storage.remove();
    },
  };
}

/** Stored answers stay cached for the visit, and fixed ones never go stale (they are not asked for again); the others
 * are fresh as long as the shared policy says (src/api/answerFreshness.ts, the server's cache follows it too). */
function applyDefaults(client: QueryClient): void {
  const read = (key: QueryKey) => client.getQueryData(key);
  for (const prefix of STORED_KEYS) {
    client.setQueryDefaults(prefix, {
      gcTime: STORED_GC_MS,
      staleTime: (query) =>
        query.state.data === undefined ? 0 : answerStaleTime(query.queryKey, query.state.data, query.state.dataUpdatedAt, read, Date.now()),
    });
  }
}

/** Saves the stored answers at most once a second while the cache changes, and when the page is hidden. */
function saveOnChange(client: QueryClient, persister: Persister): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const clientState = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.state.data !== undefined && isStoredKey(query.queryKey),
      shouldDehydrateMutation: () => false,
    });
    Promise.resolve(persister.persistClient({ timestamp: Date.now(), buster: ANSWER_STORE_BUSTER, clientState })).catch(() => {
      // Storage full or gone: the page goes on; the next change tries again.
    });
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return;
    timer ??= setTimeout(save, SAVE_EVERY_MS);
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) save();
  };
  document.addEventListener('visibilitychange', onHide);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onHide);
    if (timer !== undefined) clearTimeout(timer);
  };
}

export type RestoreResult = 'restored' | 'unavailable' | 'dropped';

/**
 * Restores the stored answers into `client`, then keeps the store up to date. Never throws: an unreadable store is
 * cleared (and the shell says so), a missing one leaves the app as it is.
 */
export async function startAnswerStore(client: QueryClient, storage = indexedDbStorage()): Promise<{ result: RestoreResult; stop: () => void }> {
  if (!storage) return { result: 'unavailable', stop: () => undefined };
  const state = { available: true };
  const persister = persisterFor(storage, state);
  applyDefaults(client);
  let result: RestoreResult = 'restored';
  const restoredBefore = Date.now();
  try {
    await persistQueryClientRestore({ queryClient: client, persister, buster: ANSWER_STORE_BUSTER, maxAge: ANSWER_MAX_AGE_MS });
    // A stored answer that can change is shown, and asked for again at once if a page shows it (a request already
    // under way is kept), or when a page comes to show it: marked stale, whatever its age.
    const read = (key: QueryKey) => client.getQueryData(key);
    void client.invalidateQueries(
      {
        predicate: (query) =>
          query.state.dataUpdatedAt < restoredBefore &&
          !isFixedAnswer(query.queryKey, query.state.data, query.state.dataUpdatedAt, read, restoredBefore),
      },
      { throwOnError: false, cancelRefetch: false },
    );
  } catch {
    // Unreadable, or an answer that would not go back in the cache: it was removed; the pages load as usual.
    result = 'dropped';
    setNotices({ storeDropped: true });
  }
  if (!state.available) return { result: 'unavailable', stop: () => undefined };
  return { result, stop: saveOnChange(client, persister) };
}
