import { describe, expect, it } from 'vitest';
import { curvePoints, curvePositions } from '../../../src/pages/leaderboard/rankCurve';

describe('the rank curve positions', () => {
  it('reads twenty positions of a board of 10,000 or more players, the top closer together', () => {
    const expected = [1, 2, 3, 5, 10, 20, 35, 50, 100, 200, 350, 500, 1000, 1500, 2000, 3000, 4000, 5000, 7500, 10000];
    expect(curvePositions(250_000)).toEqual(expected);
    expect(curvePositions(10_000)).toEqual(expected);
    expect(curvePositions(undefined)).toEqual(expected);
  });

  it('stops at the last player of a smaller board, which it reads too', () => {
    expect(curvePositions(420)).toEqual([1, 2, 3, 5, 10, 20, 35, 50, 100, 200, 350, 420]);
    expect(curvePositions(500)).toEqual([1, 2, 3, 5, 10, 20, 35, 50, 100, 200, 350, 500]);
    expect(curvePositions(1)).toEqual([1]);
    expect(curvePositions(2.5)).toEqual([1, 2]);
  });
});

describe('the rank curve points', () => {
  it('leaves out hidden, missing and unreadable scores and sorts by position', () => {
    expect(
      curvePoints([
        { position: 10, score: 45_120 },
        { position: 1, score: -1 },
        { position: 2, score: 44_001 },
        { position: 3, score: undefined },
        { position: 5, score: Number.NaN },
      ]),
    ).toEqual([
      { position: 2, score: 44_001 },
      { position: 10, score: 45_120 },
    ]);
  });
});
