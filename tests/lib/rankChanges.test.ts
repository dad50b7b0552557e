// What the signed-in home says moved since the last visit: places gained or lost, trophy points won or lost.
import { describe, expect, it } from 'vitest';
import { placeChange, pointsChange } from '../../src/lib/homeRanks';

describe('a position’s change', () => {
  it('says places gained with an up arrow, and places lost with a down arrow', () => {
    expect(placeChange(1_250, 1_237)).toBe('▲ 13 places');
    expect(placeChange(1_237, 1_250)).toBe('▼ 13 places');
    expect(placeChange(4, 3)).toBe('▲ 1 place');
    expect(placeChange(3, 4)).toBe('▼ 1 place');
    expect(placeChange(20_000, 8_000)).toBe('▲ 12,000 places');
  });

  it('says nothing when the position did not move or either side is missing', () => {
    expect(placeChange(17, 17)).toBeUndefined();
    expect(placeChange(undefined, 17)).toBeUndefined();
    expect(placeChange(17, undefined)).toBeUndefined();
    expect(placeChange(undefined, undefined)).toBeUndefined();
  });
});

describe('a change of trophy points', () => {
  it('says points won with a plus and points lost with a minus sign, grouped', () => {
    expect(pointsChange(10_000, 11_200)).toBe('+1,200 points');
    expect(pointsChange(11_200, 10_000)).toBe('−1,200 points');
    expect(pointsChange(50, 48)).toBe('−2 points');
  });

  it('says one point in the singular', () => {
    expect(pointsChange(100, 101)).toBe('+1 point');
    expect(pointsChange(101, 100)).toBe('−1 point');
  });

  it('says nothing when the points did not change or either side is missing', () => {
    expect(pointsChange(8_000, 8_000)).toBeUndefined();
    expect(pointsChange(undefined, 8_000)).toBeUndefined();
    expect(pointsChange(8_000, undefined)).toBeUndefined();
    expect(pointsChange(undefined, undefined)).toBeUndefined();
  });
});
