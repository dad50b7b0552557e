import { useSyncExternalStore } from 'react';

/** How often the clock moves on: a round's "Starts" turns into "Ends" at most this late. */
const STEP_MS = 10_000;

function subscribe(listener: () => void): () => void {
  const id = setInterval(listener, STEP_MS);
  return () => clearInterval(id);
}

// Rounded to the step, so the snapshot is stable between two ticks (React compares snapshots).
const snapshot = (): number => Math.floor(Date.now() / STEP_MS) * (STEP_MS / 1000);

/** The present in unix seconds (to 10 s), re-rendering as time passes: states by the clock stay current. */
export function useNowSeconds(): number {
  return useSyncExternalStore(subscribe, snapshot);
}
