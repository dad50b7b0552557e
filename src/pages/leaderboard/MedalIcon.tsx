import './medal.scss';
import type { Medal } from '../../lib/leaderboard';

export const MEDAL_NAMES: Record<Medal, string> = {
  author: 'Author medal',
  gold: 'Gold medal',
  silver: 'Silver medal',
  bronze: 'Bronze medal',
};

/** A medal as a small coloured disc with its name as text alternative (no icon font or image request). */
export function MedalIcon({ medal }: { medal: Medal | undefined }) {
  if (!medal) {
    return (
      <span className="medal-none">
        <span aria-hidden="true">–</span>
        <span className="is-sr-only">No medal</span>
      </span>
    );
  }
  return (
    <svg
      className={`medal medal-${medal}`}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      role="img"
      aria-label={MEDAL_NAMES[medal]}
    >
      <title>{MEDAL_NAMES[medal]}</title>
      <circle cx="8" cy="8" r="7" />
    </svg>
  );
}
