import { describe, expect, it } from 'vitest';
import {
  allTierCounts,
  isTrophyGainExpired,
  tierCounts,
  trophyPoints,
  TROPHY_EXPIRY_DAYS,
} from '../../src/lib/trophies';

const DAY = 86_400_000;

describe('trophy points', () => {
  it('sum each count times ten to the power of its tier index', () => {
    expect(trophyPoints([1, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(1);
    expect(trophyPoints([3378, 3868, 5482, 570, 163, 5, 0, 0, 0])).toBe(
      3378 + 38_680 + 548_200 + 570_000 + 1_630_000 + 500_000,
    );
    expect(trophyPoints([0, 0, 0, 0, 0, 0, 0, 0, 2])).toBe(200_000_000);
  });

  it('read missing, short, non-finite or negative counts as nothing', () => {
    expect(trophyPoints(undefined)).toBe(0);
    expect(trophyPoints([5])).toBe(5);
    expect(trophyPoints([7, -3, Number.NaN, Number.POSITIVE_INFINITY, 2])).toBe(20_007);
    // Only nine tiers exist.
    expect(trophyPoints([0, 0, 0, 0, 0, 0, 0, 0, 0, 1])).toBe(0);
  });

  it('list the tiers held, and all nine for an overview', () => {
    expect(tierCounts([0, 2, 0, 1])).toEqual([
      { tier: 2, count: 2 },
      { tier: 4, count: 1 },
    ]);
    expect(allTierCounts([4])).toHaveLength(9);
    expect(allTierCounts([4])[0]).toEqual({ tier: 1, count: 4 });
    expect(allTierCounts(undefined).every((entry) => entry.count === 0)).toBe(true);
  });
});

describe('trophy expiry', () => {
  const now = Date.UTC(2025, 5, 1);
  it('expires gains older than 365 days', () => {
    expect(TROPHY_EXPIRY_DAYS).toBe(365);
    expect(isTrophyGainExpired(now - 365 * DAY, now)).toBe(false);
    expect(isTrophyGainExpired(now - 365 * DAY - 1, now)).toBe(true);
    expect(isTrophyGainExpired(new Date(now - 10 * DAY), now)).toBe(false);
    expect(isTrophyGainExpired(Number.NaN, now)).toBe(false);
  });
});
