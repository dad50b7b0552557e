import { waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Lets `ms` pass with the page live, for a test that checks nothing more happens (no request, no change). It waits
 * the way waitFor does: what React does meanwhile (a late answer, a debounce running out) happens as in a browser and
 * is not reported as an update outside act, which a plain sleep would be on a slow machine (and the console.error gate
 * would fail the test). Wrapping the sleep in act instead would hold React's work until its end, hiding it.
 */
export async function pause(ms: number): Promise<void> {
  const until = performance.now() + ms;
  await waitFor(
    () => {
      if (performance.now() < until) throw new Error(`still pausing (${String(ms)} ms)`);
    },
    { timeout: ms + 10_000, interval: 25 },
  );
}

/**
 * Waits until every answer `client` has asked for is in: a test that checks nothing more was asked then counts the
 * requests at a known moment, not after a fixed sleep. A query starts fetching (and counts here) as soon as a page or
 * an observer asks for it, so a request that should not have been made is already among those awaited.
 */
export async function untilAnswered(client: QueryClient): Promise<void> {
  await waitFor(() => {
    if (client.isFetching() > 0) throw new Error(`${String(client.isFetching())} answers still on their way`);
  });
}
