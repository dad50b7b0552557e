// Trophies (spec part 2, §9): nine tiers, each worth ten times the one below; gains expire after 365 days.

export const TROPHY_TIER_COUNT = 9;
export const TROPHY_EXPIRY_DAYS = 365;
const DAY_MS = 86_400_000;

/** Points of a counts array: the sum of count × 10^(tier index). Missing or odd entries count as 0. */
export function trophyPoints(counts: readonly unknown[] | null | undefined): number {
  if (!Array.isArray(counts)) return 0;
  let points = 0;
  for (let index = 0; index < Math.min(counts.length, TROPHY_TIER_COUNT); index += 1) {
    const count: unknown = counts[index];
    if (typeof count === 'number' && Number.isFinite(count) && count > 0) points += count * 10 ** index;
  }
  return points;
}

export interface TierCount {
  /** 1 to 9. */
  tier: number;
  count: number;
}

/** The tiers with at least one trophy, lowest first. */
export function tierCounts(counts: readonly unknown[] | null | undefined): TierCount[] {
  if (!Array.isArray(counts)) return [];
  const tiers: TierCount[] = [];
  for (let index = 0; index < Math.min(counts.length, TROPHY_TIER_COUNT); index += 1) {
    const count: unknown = counts[index];
    if (typeof count === 'number' && Number.isFinite(count) && count > 0) tiers.push({ tier: index + 1, count });
  }
  return tiers;
}

/** All nine tiers with their counts (0 when missing), for a full overview. */
export function allTierCounts(counts: readonly unknown[] | null | undefined): TierCount[] {
  const list = Array.isArray(counts) ? counts : [];
  return Array.from({ length: TROPHY_TIER_COUNT }, (_, index) => {
    const count: unknown = list[index];
    return { tier: index + 1, count: typeof count === 'number' && Number.isFinite(count) ? count : 0 };
  });
}

/** A gain older than 365 days no longer counts towards the player's points. */
export function isTrophyGainExpired(gainedAt: Date | number, now: number = Date.now()): boolean {
  const at = typeof gainedAt === 'number' ? gainedAt : gainedAt.valueOf();
  return Number.isFinite(at) && now - at > TROPHY_EXPIRY_DAYS * DAY_MS;
}
