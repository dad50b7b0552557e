import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { onlineManager } from '@tanstack/react-query';
import { AppProviders, createAppHistory } from './App';
import { openingPrefetch } from './prefetch';
import { createQueryClient } from './queryClient';
import { clearRecordChanges } from '../lib/recordChangesKeys';
import { onSessionChange, signedInAccount } from '../session/storage';
import { yieldToMain } from '../lib/yieldToMain';

/** A running app; unmounting also stops it from following the address. */
export interface BootedApp {
  unmount: () => void;
}

/**
 * Starts the app in `container` for the page `hash` opens. A phone spends a few hundred milliseconds on this, so
 * it is cut into tasks short enough not to keep a first tap or scroll waiting:
 * 0. the app's code has just been evaluated, a long task of its own: nothing else is added to it;
 * 1. the opened page's data requests leave, as they are what the page waits for longest (public/early.js has sent
 *    the first one already; the page adopts it);
 * 2. the answers kept from earlier visits are read (answerStore.ts, its own chunk), and shown if they come first;
 * 3. its code chunk is asked for next;
 * 4. React's root is made (it attaches its event listeners);
 * 5. the app renders as a transition, which React splits into slices and interrupts for input, instead of one
 *    block of work.
 * Each chunk asked for adds Vite's preload links to the document and starts requests: 10 to 20 ms a step in
 * Lighthouse's traces of a map leaderboard on this project's machine, so no two are asked in the same task.
 */
export async function bootApp(container: HTMLElement, hash: string, options: { keepAnswers?: boolean } = {}): Promise<BootedApp> {
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
    import('./freshnessPolicy').catch(() => undefined);
  } else {
    import('./answerStore')
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
