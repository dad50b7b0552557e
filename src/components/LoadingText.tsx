import { useOnline } from './useOnline';

/**
 * "Loading…" in a cell or line whose answer is on its way; "Offline" while the network is gone, as the answer's
 * query then waits for it (the shell's note says the rest).
 */
export function LoadingText() {
  return <>{useOnline() ? 'Loading…' : 'Offline'}</>;
}
