import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { onlineManager } from '@tanstack/react-query';
import { AppProviders, createAppHistory } from './App';
import { openingPrefetch } from './prefetch';
import { createQueryClient } from '../data/cache/queryClient';
import { clearRecordChanges } from '../lib/recordChangesKeys';
import { onSessionChange, signedInAccount } from '../session/storage';
import { yieldToMain } from '../lib/yieldToMain';

/** A running app; unmounting also stops it from following the address. */
export interface BootedApp {
  unmount: () => void;
}

/**
 * Starts the app in `container` for the page `hash` opens, in steps a task apart so that a first tap or scroll never
 * waits long: the page's requests, the kept answers, its code, React's root, then a render as a transition
 * (docs/decisions/008-boot-in-steps.md).
 */
export async function bootApp(
  container: HTMLElement,
  hash: string,
  options: { keepAnswers?: boolean } = {},
): Promise<BootedApp> {
  const queryClient = createQueryClient();
  // Offline, queries wait for the network instead of failing, so a page shows its stored answers and no error.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  const opening = openingPrefetch(hash);
  let stopStore: (() => void) | undefined;
  let unmounted = false;
  // Signed out, or another account in: what My records kept for the previous account to say what moved leaves this
  // browser, whether or not the answer store runs here (it needs IndexedDB).
  const stopForgetting = onSessionChange(() => clearRecordChanges(signedInAccount()));
  await yieldToMain();
  opening?.loadData(queryClient);
  await yieldToMain();
  if (options.keepAnswers === false) {
    // The freshness rule alone (the answer store's chunk brings it otherwise).
    import('../data/cache/freshnessPolicy').catch(() => undefined);
  } else {
    import('../data/cache/answerStore')
      .then(({ startAnswerStore }) => startAnswerStore(queryClient))
      .then(({ stop }) => {
        if (unmounted) stop();
        else stopStore = stop;
      })
      .catch(() => {
        // The store's chunk did not load (offline on a first visit): the app works without it.
      });
  }
  await yieldToMain();
  opening?.loadCode();
  await yieldToMain();
  const root = createRoot(container);
  await yieldToMain();
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} history={createAppHistory()} />
      </StrictMode>,
    );
  });
  return {
    unmount: () => {
      unmounted = true;
      stopForgetting();
      stopStore?.();
      root.unmount();
    },
  };
}
