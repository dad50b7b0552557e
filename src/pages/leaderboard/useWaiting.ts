import { useEffect, useState } from 'react';
import { WAITING_MESSAGE_MS } from '../../lib/leaderboard';

/** True once `loading` has lasted `ms` without a break; false again as soon as loading stops. */
export function useWaiting(loading: boolean, ms = WAITING_MESSAGE_MS): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setWaited(true), ms);
    return () => {
      clearTimeout(timer);
      setWaited(false);
    };
  }, [loading, ms]);
  return loading && waited;
}

export const WAITING_MESSAGE = 'Still loading… the leaderboard service can be slow. Thank you for your patience.';
