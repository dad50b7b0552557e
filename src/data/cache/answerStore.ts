// The answers kept across visits (see answerPolicy.ts for which), in IndexedDB (the stored value: storedAnswers.ts; saving it: answerSaving.ts).
// Loaded after the boot has sent the first requests: the stored answers are put in the cache as soon as they are read,
// so a page whose request is still on its way shows them at once (an answer that can change is then replaced when the
// request comes back). Which answers are kept, and how long each stays fresh, is read from each query's meta, which
// its factory sets (src/api/answerMeta.ts) and the stored entry keeps. The signed-in player's own records are kept
// under their account (answerPolicy.ts): restored and saved only while that account is signed in, and dropped from
// memory and from the store as soon as it signs out or another account signs in.

import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { persistQueryClientRestore, type Persister } from '@tanstack/react-query-persist-client';
import './freshnessPolicy';
import { isFixedAnswer, isFreshWhenRestored, isKeptFor, isStoredAnswer } from './answerPolicy';
import { signedInAccount } from '../../session/storage';
import { saveOnChange } from './answerSaving';
import { setNotices } from '../../lib/notices';
import {
  ANSWER_MAX_AGE_MS,
  ANSWER_STORE_BUSTER,
  indexedDbStorage,
  isKeptForever,
  newestAnswers,
  readStoredAnswers,
  type AnswerStorage,
} from './storedAnswers';
import { restoredAnswersOf, showsRestoredAnswer } from './restoredAnswers';

export {
  ANSWER_MAX_AGE_MS,
  ANSWER_STORE_BUSTER,
  ANSWER_STORE_VERSION,
  MAX_STORED_ANSWERS,
  indexedDbStorage,
  newestAnswers,
  readStoredAnswers,
} from './storedAnswers';
export type { AnswerStorage } from './storedAnswers';

/** Stored answers stay in memory this long unused, so that the next save still holds them. */
const STORED_GC_MS = 24 * 3600_000;

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
      // A store left longer than its answers' age keeps only the answers kept forever (a past year's recap).
      const old = Date.now() - client.timestamp > ANSWER_MAX_AGE_MS;
      const queries = client.clientState.queries.filter(
        (query) => isKeptFor(query, account) && (!old || isKeptForever(query)),
      );
      for (const query of queries) state.restored.set(query.queryHash, query.state.dataUpdatedAt);
      return {
        ...client,
        timestamp: old ? Date.now() : client.timestamp,
        clientState: { ...client.clientState, queries },
      };
    },
    removeClient: async () => {
      if (state.available) await storage.remove();
    },
  };
}

/**
 * Stored answers stay in memory for the visit (their freshness is the query client's, by kind: queryClient.ts). A
 * query keeps the longest gcTime it was given: a stored answer's is raised as soon as the cache holds it.
 */
function keepStoredAnswers(client: QueryClient): void {
  client.getQueryCache().subscribe(({ query }: { query: Query }) => {
    if (query.gcTime < STORED_GC_MS && isStoredAnswer(query))
      query.setOptions({ ...query.options, gcTime: STORED_GC_MS });
  });
}

export type RestoreResult = 'restored' | 'unavailable' | 'dropped';

/**
 * Restores the stored answers into `client`, then keeps the store up to date. Never throws: an unreadable store is
 * cleared (and the shell says so), a missing one leaves the app as it is.
 */
export async function startAnswerStore(
  client: QueryClient,
  storage = indexedDbStorage(),
): Promise<{ result: RestoreResult; stop: () => void }> {
  if (!storage) return { result: 'unavailable', stop: () => undefined };
  const state: StoreState = { available: true, restored: restoredAnswersOf(client) };
  const persister = persisterFor(storage, state);
  keepStoredAnswers(client);
  let result: RestoreResult = 'restored';
  const restoredBefore = Date.now();
  try {
    // Every restored answer is a stored one: it is kept in memory from the start, like those fetched this visit.
    const hydrateOptions = { defaultOptions: { queries: { gcTime: STORED_GC_MS } } };
    await persistQueryClientRestore({
      queryClient: client,
      persister,
      buster: ANSWER_STORE_BUSTER,
      maxAge: ANSWER_MAX_AGE_MS,
      hydrateOptions,
    });
    // A restored answer that can change is shown, and asked for again at once if a page shows it (a request already
    // under way is kept), or when a page comes to show it: marked stale, whatever its age. Only restored ones: an
    // answer this visit fetched before the store was read (the opening page's prefetch) is as fresh as it says, and a
    // page that comes after it takes it as it is. A kind that stays fresh when restored (a player count, the player's
    // own records) is asked for again only once its fresh time is over.
    const read = (key: QueryKey) => client.getQueryData(key);
    void client.invalidateQueries(
      {
        predicate: (query) =>
          showsRestoredAnswer(client, query) &&
          !isFreshWhenRestored(query) &&
          !isFixedAnswer(query, query.state.data, query.state.dataUpdatedAt, read, restoredBefore),
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
