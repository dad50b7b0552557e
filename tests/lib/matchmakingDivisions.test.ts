// What a player's ranks block shows for a division: its name, the metal and level of its icon, whether it is the top
// (no progress bar then), and the progress bar only when the answer gives the bounds to draw it.
import { describe, expect, it } from 'vitest';
import { divisionLevel, divisionMetal, divisionName, divisionProgress, isTopDivision } from '../../src/lib/matchmaking';

const points = (position: number, minpoints?: number) => ({ position, rule: 'points_range', minpoints });
const wins = (position: number, minwins?: number) => ({ position, rule: 'victory_count', minwins });

describe('the top division', () => {
  it('is the one whose next division is itself', () => {
    expect(isTopDivision({ division: points(12, 3600), division_next: points(12, 3600) })).toBe(true);
  });

  it('is Trackmaster or Royal Master when no next division is sent', () => {
    expect(isTopDivision({ division: points(13, 4000) })).toBe(true);
    expect(isTopDivision({ division: wins(5, 100) })).toBe(true);
  });

  it('is not a lower division, sent with or without its next one, nor a missing division', () => {
    expect(isTopDivision({ division: points(8, 3250) })).toBe(false);
    expect(isTopDivision({ division: points(8, 3250), division_next: points(9, 3500) })).toBe(false);
    expect(isTopDivision({ division: points(13, 4000), division_next: points(12, 3600) })).toBe(false);
    expect(isTopDivision({})).toBe(false);
  });
});

describe("a division's icon", () => {
  it('is drawn in the metal of its name, Royal ones too', () => {
    expect(divisionMetal(points(1))).toBe('bronze');
    expect(divisionMetal(points(5))).toBe('silver');
    expect(divisionMetal(points(9))).toBe('gold');
    expect(divisionMetal(points(10))).toBe('master');
    expect(divisionMetal(wins(1))).toBe('bronze');
    expect(divisionMetal(wins(2))).toBe('silver');
    expect(divisionMetal(wins(0))).toBe('unranked');
  });

  it('carries the roman level of a point division only', () => {
    expect(divisionLevel(points(1))).toBe('I');
    expect(divisionLevel(points(6))).toBe('III');
    expect(divisionLevel(wins(3))).toBe('');
    expect(divisionLevel(wins(5))).toBe('');
    expect(divisionLevel(undefined)).toBe('');
  });

  it('reads "Unranked" for a Royal position outside its table', () => {
    expect(divisionName(wins(9))).toBe('Unranked');
    expect(divisionMetal(wins(9))).toBe('unranked');
  });
});

describe('the progress bar to the next division', () => {
  it('is drawn only when the score and both bounds are sent, the next one above', () => {
    expect(divisionProgress({ division: points(7, 3000), division_next: points(8, 3500) })).toBeUndefined();
    expect(divisionProgress({ score: 3250, division: points(7), division_next: points(8, 3500) })).toBeUndefined();
    expect(divisionProgress({ score: 3250, division: points(7, 3000), division_next: points(8) })).toBeUndefined();
    expect(
      divisionProgress({ score: 3250, division: points(7, 3000), division_next: points(8, 3000) }),
    ).toBeUndefined();
    expect(
      divisionProgress({ score: 3250, division: points(7, 3000), division_next: points(8, 2500) }),
    ).toBeUndefined();
  });

  it('stays between empty and full for a score outside the bounds', () => {
    expect(divisionProgress({ score: 2900, division: points(7, 3000), division_next: points(8, 3500) })).toBe(0);
    expect(divisionProgress({ score: 3600, division: points(7, 3000), division_next: points(8, 3500) })).toBe(1);
  });
});
