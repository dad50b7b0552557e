// The figures pages print, at the edges where a rule changes: one decimal below 10 %, none from 10 % on; the noun's
// singular for exactly one; the digit grouping from 1,000; the sign of a gap, and no sign for a gap that rounds to 0.
import { describe, expect, it } from 'vitest';
import { countOf, formatNumber, formatPercent, nounFor, ordinal } from '../../src/lib/format';
import { formatGap, topPercent } from '../../src/lib/records';
import { formatRaceTime } from '../../src/lib/raceTime';

describe('the share of players at or above a record ("top …")', () => {
  it('reads "top 10%" at exactly 10 %, and one decimal just below', () => {
    expect(topPercent(100, 1_000)).toBe('top 10%');
    expect(topPercent(1, 10)).toBe('top 10%');
    expect(topPercent(99, 1_000)).toBe('top 9.9%');
    expect(topPercent(101, 1_000)).toBe('top 10%');
  });

  it('reads "top 10%", not "top 10.0%", for a share from 9.95 % that one decimal would round up to 10.0', () => {
    expect(topPercent(9_950, 100_000)).toBe('top 10%');
    expect(topPercent(9_949, 100_000)).toBe('top 9.9%');
  });

  it('keeps one decimal at exactly 1 % and under it', () => {
    expect(topPercent(10, 1_000)).toBe('top 1.0%');
    expect(topPercent(9, 1_000)).toBe('top 0.9%');
    expect(topPercent(1, 1_000)).toBe('top 0.1%');
  });

  it('reads "top 100%" for the last player, and for a rank past the count', () => {
    expect(topPercent(1, 1)).toBe('top 100%');
    expect(topPercent(1_000, 999)).toBe('top 100%');
  });

  it('says nothing without a rank or a player count above 0', () => {
    expect(topPercent(0, 1_000)).toBeUndefined();
    expect(topPercent(-3, 1_000)).toBeUndefined();
    expect(topPercent(3, 0)).toBeUndefined();
    expect(topPercent(3, undefined)).toBeUndefined();
    expect(topPercent(Number.NaN, 1_000)).toBeUndefined();
  });
});

describe('whole numbers', () => {
  it('group from 1,000 on, up to 999,999 and from 1,000,000', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1)).toBe('1');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(999_999)).toBe('999,999');
    expect(formatNumber(1_000_000)).toBe('1,000,000');
    expect(formatNumber(-1_000_000)).toBe('-1,000,000');
  });

  it('round half away from zero, 999,999.5 to 1,000,000', () => {
    expect(formatNumber(999_999.5)).toBe('1,000,000');
    expect(formatNumber(0.5)).toBe('1');
    expect(formatNumber(-0.5)).toBe('-1');
  });

  it('keep the sign of a negative zero, as Intl.NumberFormat shows it', () => {
    expect(formatNumber(-0)).toBe('-0');
    expect(formatNumber(-0.4)).toBe('-0');
  });
});

describe('a count and its noun', () => {
  it('is singular for exactly one, plural for 0 and from 2', () => {
    expect(countOf(0, 'point')).toBe('0 points');
    expect(countOf(1, 'point')).toBe('1 point');
    expect(countOf(2, 'point')).toBe('2 points');
    expect(countOf(999_999, 'player')).toBe('999,999 players');
    expect(countOf(1_000_000, 'player')).toBe('1,000,000 players');
  });

  it('takes "-ies" only for a noun ending in a consonant and y: "2 styles", "2 trophies", "2 keys"', () => {
    expect(countOf(2, 'style')).toBe('2 styles');
    expect(countOf(2, 'trophy')).toBe('2 trophies');
    expect(countOf(2, 'key')).toBe('2 keys');
  });

  it('follows the number as shown: 1.4 shows "1 point", 1.5 shows "2 points"', () => {
    expect(countOf(1.4, 'point')).toBe('1 point');
    expect(countOf(1.5, 'point')).toBe('2 points');
    expect(nounFor(-1, 'match')).toBe('match');
    expect(nounFor(Number.NaN, 'match')).toBe('matches');
  });
});

describe('ordinals at their edges', () => {
  it('read 0th, 1st, 11th, 111th and 1,000,000th', () => {
    expect(ordinal(0)).toBe('0th');
    expect(ordinal(1)).toBe('1st');
    expect(ordinal(11)).toBe('11th');
    expect(ordinal(111)).toBe('111th');
    expect(ordinal(1_000_000)).toBe('1,000,000th');
    expect(ordinal(-2)).toBe('-2nd');
    expect(ordinal(Number.NaN)).toBe('-');
  });
});

describe('percentages at 0, 1 % and 10 %', () => {
  it('keep their one decimal', () => {
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(0.01)).toBe('1.0%');
    expect(formatPercent(0.1)).toBe('10.0%');
    expect(formatPercent(1, 0)).toBe('100%');
  });
});

describe('gaps between two times', () => {
  it('carry their sign, and none when they round to zero', () => {
    expect(formatRaceTime(-1, { signed: true })).toBe('-0:00.001');
    expect(formatRaceTime(1, { signed: true })).toBe('+0:00.001');
    expect(formatRaceTime(-0, { signed: true })).toBe('0:00.000');
    expect(formatRaceTime(-0.4, { signed: true })).toBe('0:00.000');
    expect(formatRaceTime(0.4, { signed: true })).toBe('0:00.000');
    expect(formatRaceTime(-0.5, { signed: true })).toBe('-0:00.001');
  });

  it('turn into minutes at one minute, hours at one hour', () => {
    expect(formatRaceTime(-59_999, { signed: true })).toBe('-0:59.999');
    expect(formatRaceTime(-60_000, { signed: true })).toBe('-1:00.000');
    expect(formatRaceTime(3_600_000, { signed: true })).toBe('+1:00:00.000');
  });
});

describe('the gap to the next medal', () => {
  it('reads seconds under one minute, a race time from one minute on', () => {
    expect(formatGap({ medal: 'gold', gap: 1 }, 'race')).toBe('+0.001 s to gold');
    expect(formatGap({ medal: 'gold', gap: 59_999 }, 'race')).toBe('+59.999 s to gold');
    expect(formatGap({ medal: 'gold', gap: 60_000 }, 'race')).toBe('+1:00.000 to gold');
  });

  it('counts points and respawns with the singular for one', () => {
    expect(formatGap({ medal: 'author', gap: 1 }, 'stunt')).toBe('1 pt to author');
    expect(formatGap({ medal: 'author', gap: 1_000 }, 'stunt')).toBe('1,000 pts to author');
    expect(formatGap({ medal: 'silver', gap: 1 }, 'platform')).toBe('+1 respawn to silver');
    expect(formatGap({ medal: 'bronze', gap: 2 }, 'platform')).toBe('+2 respawns to bronze');
  });
});
