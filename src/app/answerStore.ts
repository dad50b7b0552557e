// The answers kept across visits (see answerPolicy.ts for which), in IndexedDB (the stored value: storedAnswers.ts).
// Loaded after the boot has sent the first requests: the stored answers are put in the cache as soon as they are read,
// so a page whose request is still on its way shows them at once (an answer that can change is then replaced when the
// request comes back). Which answers are kept, and how long each stays fresh, is read from each query's meta, which
// its factory sets (src/api/answerMeta.ts) and the stored entry keeps. The signed-in player's own records are kept
// under their account (answerPolicy.ts): restored and saved only while that account is signed in, and dropped from
// memory and from the store as soon as it signs out or another account signs in.

import { dehydrate, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { persistQueryClientRestore, type Persister } from '@tanstack/react-query-persist-client';
import { answerOwner, answerStaleTime, isFixedAnswer, isFreshWhenRestored, isKeptFor, isStoredAnswer } from './answerPolicy';
import { onSessionChange, signedInAccount } from '../session/storage';
import { setNotices } from './notices';
import { ANSWER_MAX_AGE_MS, ANSWER_STORE_BUSTER, indexedDbStorage, newestAnswers, readStoredAnswers, type AnswerStorage } from './storedAnswers';

export { ANSWER_MAX_AGE_MS, ANSWER_STORE_BUSTER, ANSWER_STORE_VERSION, MAX_STORED_ANSWERS, indexedDbStorage, newestAnswers, readStoredAnswers } from './storedAnswers';
export type { AnswerStorage } from './storedAnswers';

/** Stored answers stay in memory this long unused, so that the next save still holds them. */
const STORED_GC_MS = 24 * 3600_000;
const SAVE_EVERY_MS = 1000;

class UnreadableStore extends Error {}

interface StoreState {
  available: boolean;
  /** Each restored answer's query hash, with when it was fetched. */
  restored: Map<string, number>;
}

/**
 * TanStack Query's persister over the storage: reading checks the value, drops another account's own records and notes
 * what it restored; saving keeps the newest answers.
 */
function persisterFor(storage: AnswerStorage, state: StoreState): Persister {
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
      // Another account's own records are never put back (they go from the store at the next save).
      const account = signedInAccount();
      const queries = client.clientState.queries.filter((query) => isKeptFor(query, account));
      for (const query of queries) state.restored.set(query.queryHash, query.state.dataUpdatedAt);
      return { ...client, clientState: { ...client.clientState, queries } };
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
  const defaults = client.getDefaultOptions();
  const { staleTime } = defaults.queries ?? {};
  client.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      staleTime: (query) => {
        if (!isStoredAnswer(query)) return typeof staleTime === 'function' ? staleTime(query) : (staleTime ?? 0);
        return query.state.data === undefined ? 0 : answerStaleTime(query, query.state.data, query.state.dataUpdatedAt, read, Date.now());
      },
    },
  });
  // A query keeps the longest gcTime it was given: a stored answer's is raised as soon as the cache holds it.
  client.getQueryCache().subscribe(({ query }: { query: Query }) => {
    if (query.gcTime < STORED_GC_MS && isStoredAnswer(query)) query.setOptions({ ...query.options, gcTime: STORED_GC_MS });
  });
}

/** Saves the stored answers at most once a second while the cache changes, and when the page is hidden. */
function saveOnChange(client: QueryClient, persister: Persister): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const account = signedInAccount();
    const clientState = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.state.data !== undefined && isKeptFor(query, account),
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
  // Signed out, or another account in: the previous account's own records leave memory, and the store at once.
  const stopFollowing = onSessionChange(() => {
    const account = signedInAccount();
    const others = client.getQueryCache().findAll({ predicate: (query) => answerOwner(query) !== undefined && !isKeptFor(query, account) });
    if (others.length === 0) return;
    for (const query of others) client.getQueryCache().remove(query);
    save();
  });
  return () => {
    unsubscribe();
    stopFollowing();
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
  const state: StoreState = { available: true, restored: new Map() };
  const persister = persisterFor(storage, state);
  applyDefaults(client);
  let result: RestoreResult = 'restored';
  const restoredBefore = Date.now();
  try {
    // Every restored answer is a stored one: it is kept in memory from the start, like those fetched this visit.
    const hydrateOptions = { defaultOptions: { queries: { gcTime: STORED_GC_MS } } };
    await persistQueryClientRestore({ queryClient: client, persister, buster: ANSWER_STORE_BUSTER, maxAge: ANSWER_MAX_AGE_MS, hydrateOptions });
    // A restored answer that can change is shown, and asked for again at once if a page shows it (a request already
    // under way is kept), or when a page comes to show it: marked stale, whatever its age. Only restored ones: an
    // answer this visit fetched before the store was read (the opening page's prefetch) is as fresh as it says, and a
    // page that comes after it takes it as it is. A kind that stays fresh when restored (a player count, the player's
    // own records) is asked for again only once its fresh time is over.
    const read = (key: QueryKey) => client.getQueryData(key);
    const wasRestored = (query: Query) => state.restored.get(query.queryHash) === query.state.dataUpdatedAt;
    void client.invalidateQueries(
      {
        predicate: (query) =>
          wasRestored(query) && !isFreshWhenRestored(query) && !isFixedAnswer(query, query.state.data, query.state.dataUpdatedAt, read, restoredBefore),
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
