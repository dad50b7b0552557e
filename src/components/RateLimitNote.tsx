import { useSyncExternalStore } from 'react';
import { apiScheduler } from '../api/scheduler';

const subscribe = (listener: () => void) => apiScheduler.subscribe(listener);
const waitSeconds = () => apiScheduler.getState().waitSeconds;

/** Seconds left while the shared request queue waits for the API's rate limit to reset; undefined when it does not. */
export function useRateLimitWait(): number | undefined {
  return useSyncExternalStore(subscribe, waitSeconds);
}

/** "Waiting 12 s for the API's rate limit" while the queue waits; nothing otherwise. */
export function RateLimitNote() {
  const seconds = useRateLimitWait();
  if (seconds === undefined) return null;
  return (
    <p className="notification is-info is-light rate-limit-note" role="status">
      Waiting {seconds} s for the API's rate limit; the rest follows by itself.
    </p>
  );
}
