interface TrophyTierIconProps {
  /** 1 to 9. */
  tier: number;
  /** Height in em; the icon is square. */
  size?: number;
}

// Tiers 1-3 are bronze, 4-6 silver, 7-9 gold; within a metal, a higher tier is a shade brighter.
const METALS = [
  ['#a86a3d', '#bd7c4b', '#d3935f'],
  ['#9ea7b3', '#b8c0ca', '#d3d9e0'],
  ['#d9a821', '#edc241', '#ffd966'],
] as const;

function fillOf(tier: number): string {
  const index = Math.min(8, Math.max(0, Math.round(tier) - 1));
  return METALS[Math.floor(index / 3)]?.[index % 3] ?? '#9ea7b3';
}

/**
 * A trophy tier, drawn (a cup with the tier number), so it never shows as a broken image and scales with the text.
 * "Tier n trophy" is its accessible label and tooltip.
 */
export function TrophyTierIcon({ tier, size = 1.4 }: TrophyTierIconProps) {
  const label = `Tier ${tier} trophy`;
  return (
    <svg
      className="trophy-tier-icon"
      viewBox="0 0 32 32"
      width={`${size}em`}
      height={`${size}em`}
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      <path
        d="M8 3 H24 V6 H29 V10 C29 14 26 16 23 16.5 C21.8 19 19.5 20.5 18 21 V25 H22 V29 H10 V25 H14 V21 C12.5 20.5 10.2 19 9 16.5 C6 16 3 14 3 10 V6 H8 Z M6 9 V10 C6 12 7 13.3 8.3 13.8 C8.1 12.5 8 11 8 9 Z M26 9 H24 C24 11 23.9 12.5 23.7 13.8 C25 13.3 26 12 26 10 Z"
        fill={fillOf(tier)}
        stroke="#0008"
        strokeWidth="1"
      />
      <text x="16" y="14" textAnchor="middle" fontSize="10" fontWeight="bold" fill="#1a1a1a" fontFamily="sans-serif">
        {tier}
      </text>
    </svg>
  );
}
