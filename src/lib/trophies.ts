// Trophies (spec part 2, §9): nine tiers, each worth ten times the one below; gains expire after 365 days.

export const TROPHY_TIER_COUNT = 9;
export const TROPHY_EXPIRY_DAYS = 365;
const DAY_MS = 86_400_000;

/** A tier's count as it adds up: a negative or non-finite count (an odd answer) counts as 0. */
const countable = (count = 0): number => (Number.isFinite(count) && count > 0 ? count : 0);

/** Points of a counts array (decoded by the player schema): the sum of count × 10^(tier index). */
export function trophyPoints(counts: readonly number[] | undefined): number {
  let points = 0;
  // A missing tier (no counts, or a short list) counts 0.
  for (let index = 0; index < TROPHY_TIER_COUNT; index += 1) points += countable(counts?.[index]) * 10 ** index;
  return points;
}

export interface TierCount {
  /** 1 to 9. */
  tier: number;
  count: number;
}

/** The tiers with at least one trophy, lowest first. */
export function tierCounts(counts: readonly number[] | undefined): TierCount[] {
  return allTierCounts(counts).filter(({ count }) => count > 0);
}

/** All nine tiers with their counts (0 when missing), for a full overview. */
export function allTierCounts(counts: readonly number[] | undefined): TierCount[] {
  return Array.from({ length: TROPHY_TIER_COUNT }, (_, index) => ({
    tier: index + 1,
    count: countable(counts?.[index]),
  }));
}

/** A gain older than 365 days no longer counts towards the player's points. */
export function isTrophyGainExpired(gainedAt: Date | number, now: number = Date.now()): boolean {
  // A number's valueOf is the number itself, a date's its time.
  const at = gainedAt.valueOf();
  return Number.isFinite(at) && now - at > TROPHY_EXPIRY_DAYS * DAY_MS;
}
