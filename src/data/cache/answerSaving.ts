// Saving the answers this browser keeps (answerStore.ts restores them): at most once a second while the cache
// changes, at once when the page is hidden, and at once when the session changes, after the previous account's own
// records have left memory (answerPolicy.ts says which answers are kept, and for whom).

import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { answerOwner, isKeptFor } from './answerPolicy';
import { onSessionChange, signedInAccount } from '../../session/storage';
import { ANSWER_STORE_BUSTER } from './storedAnswers';

const SAVE_EVERY_MS = 1000;

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
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return;
    timer ??= setTimeout(save, SAVE_EVERY_MS);
  });
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
