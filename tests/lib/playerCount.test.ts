import { describe, expect, it } from 'vitest';
import { playerCountDisplay, playerCountLowerBound } from '../../src/lib/playerCount';

const CACHED = 'Cached for at most 10 minutes.';
const ROUGH = 'Player counts above 100,000 are only rough estimates.';
const CLOSED = 'Player counts for closed leaderboards may be inaccurate.';

describe('playerCountDisplay', () => {
  it('shows counts up to 100,000 as ~N, grouped, with the cache note only', () => {
    expect(playerCountDisplay(0)).toEqual({ text: '~0', tooltip: CACHED });
    expect(playerCountDisplay(1_234)).toEqual({ text: '~1,234', tooltip: CACHED });
    expect(playerCountDisplay(100_000)).toEqual({ text: '~100,000', tooltip: CACHED });
  });

  it('shows counts above 100,000 as the lower bound of their range, with the estimate note', () => {
    expect(playerCountDisplay(100_001)).toEqual({ text: '100,000+', tooltip: `${CACHED}\n${ROUGH}` });
    expect(playerCountDisplay(249_999).text).toBe('100,000+');
    expect(playerCountDisplay(250_000).text).toBe('250,000+');
    expect(playerCountDisplay(499_999).text).toBe('250,000+');
    expect(playerCountDisplay(731_456).text).toBe('500,000+');
    expect(playerCountDisplay(1_234_567).text).toBe('1,000,000+');
    expect(playerCountDisplay(3_100_000).text).toBe('2,500,000+');
  });

  it('adds the closed-leaderboard note for closed leaderboards, after the others', () => {
    expect(playerCountDisplay(500, true).tooltip).toBe(`${CACHED}\n${CLOSED}`);
    expect(playerCountDisplay(200_000, true).tooltip).toBe(`${CACHED}\n${ROUGH}\n${CLOSED}`);
  });

  it('shows "-" for a count that is not a count', () => {
    expect(playerCountDisplay(Number.NaN).text).toBe('-');
    expect(playerCountDisplay(-5).text).toBe('-');
  });
});

describe('playerCountLowerBound', () => {
  it('steps through 1, 2.5 and 5 times each power of ten', () => {
    expect(playerCountLowerBound(100_000)).toBe(100_000);
    expect(playerCountLowerBound(999_999)).toBe(500_000);
    expect(playerCountLowerBound(1_000_000)).toBe(1_000_000);
    expect(playerCountLowerBound(2_499_999)).toBe(1_000_000);
    expect(playerCountLowerBound(5_000_000)).toBe(5_000_000);
    expect(playerCountLowerBound(0)).toBe(0);
  });
});
