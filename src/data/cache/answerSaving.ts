// Saving the answers this browser keeps (answerStore.ts restores them): at most once a second while the cache
// changes, at once when the page is hidden, and at once when the session changes, after the previous account's own
// records have left memory (answerPolicy.ts says which answers are kept, and for whom).

import { dehydrate, type QueryCacheNotifyEvent, type QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { answerOwner, isKeptFor, isStoredAnswer } from './answerPolicy';
import { onSessionChange, signedInAccount } from '../../session/storage';
import { ANSWER_STORE_BUSTER } from './storedAnswers';

const SAVE_EVERY_MS = 1000;

/**
 * Whether a cache event changes what the store holds: a kept kind's new answer, or a kept answer leaving memory. A
 * request starting, failing or being watched changes nothing kept, nor does an answer of a kind never kept (a search).
 */
function changesStore(event: QueryCacheNotifyEvent): boolean {
  if (!isStoredAnswer(event.query)) return false;
  if (event.type === 'updated') return event.action.type === 'success';
  return event.type === 'removed' && event.query.state.data !== undefined;
}

/** Saves the stored answers at most once a second while the cache changes, and when the page is hidden. */
export function saveOnChange(client: QueryClient, persister: Persister): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const account = signedInAccount();
    const clientState = dehydrate(client, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && query.state.data !== undefined && isKeptFor(query, account),
      shouldDehydrateMutation: () => false,
    });
    Promise.resolve(persister.persistClient({ timestamp: Date.now(), buster: ANSWER_STORE_BUSTER, clientState })).catch(
      () => {
        // Storage full or gone: the page goes on; the next change tries again.
      },
    );
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (changesStore(event)) timer ??= setTimeout(save, SAVE_EVERY_MS);
  });
  // The answers that came before the store was read (the opening page's, asked for while its code loaded) are saved
  // too: they changed the cache before this watch began.
  if (
    client
      .getQueryCache()
      .getAll()
      .some((query) => isStoredAnswer(query) && query.state.data !== undefined)
  )
    timer ??= setTimeout(save, SAVE_EVERY_MS);
  const onHide = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) save();
  };
  document.addEventListener('visibilitychange', onHide);
  // Signed out, or another account in: the previous account's own records leave memory, and the store at once (the
  // figures My records kept to say what moved leave in the boot's own watch, src/app/boot.tsx).
  const stopFollowing = onSessionChange(() => {
    const account = signedInAccount();
    const others = client
      .getQueryCache()
      .findAll({ predicate: (query) => answerOwner(query) !== undefined && !isKeptFor(query, account) });
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
