import { useEffect, useRef } from 'react';
import type { PlayerFigures } from '../../lib/following';
import { shouldSnapshot, takeSnapshots, type SnapshotReason } from '../../lib/followingChanges';

/**
 * The figures seen on this visit become the next visit's reference: when the page is left or hidden, or after a
 * minute on it (see shouldSnapshot), once per visit.
 */
export function useVisitSnapshot(figures: Record<string, PlayerFigures>, shown: boolean): void {
  const latest = useRef(figures);
  const shownAt = useRef<number | undefined>(undefined);
  const taken = useRef(false);
  useEffect(() => {
    latest.current = figures;
  }, [figures]);
  useEffect(() => {
    if (shown) shownAt.current ??= Date.now();
  }, [shown]);
  useEffect(() => {
    const commit = (reason: SnapshotReason) => {
      const shownFor = shownAt.current === undefined ? undefined : Date.now() - shownAt.current;
      if (!shouldSnapshot(reason, shownFor, taken.current)) return;
      taken.current = true;
      takeSnapshots(latest.current);
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') commit('leave');
    };
    const onPageHide = () => commit('leave');
    const timer = setInterval(() => commit('timer'), 5_000);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      commit('leave');
    };
  }, []);
}
