import type { MatchmakingDivision } from '../api/types';
import { divisionLevel, divisionMetal, divisionName } from '../lib/matchmaking';

interface DivisionIconProps {
  division: MatchmakingDivision | undefined;
  /** Height in em; the icon is square. */
  size?: number;
}

// Drawn, not loaded: a shield in the division's metal with its level, so it never shows as a broken image and
// scales with the text. The name is the accessible label and the tooltip.
export function DivisionIcon({ division, size = 1.5 }: DivisionIconProps) {
  const name = divisionName(division);
  const level = divisionLevel(division);
  return (
    <svg
      className={`division-icon division-${divisionMetal(division)}`}
      viewBox="0 0 32 32"
      width={`${size}em`}
      height={`${size}em`}
      role="img"
      aria-label={name}
    >
      <title>{name}</title>
      <path d="M16 1 L29 6 V15 C29 23 23 28 16 31 C9 28 3 23 3 15 V6 Z" className="division-shield" />
      {level ? (
        <text x="16" y="21" textAnchor="middle" fontSize="12" fontWeight="bold" className="division-level">
          {level}
        </text>
      ) : null}
    </svg>
  );
}
