import { describe, expect, it } from 'vitest';
import {
  positionRange,
  positionSplits,
  rankPlotData,
  scoreAxisSize,
  scoreLabel,
  scoreRange,
} from '../../../src/pages/leaderboard/rankPlotScales';

// The rank plot's axes as a reader sees them: positions labelled at 1, 10, 100…, scores with room around the curve.

describe('the position axis', () => {
  it('puts its lines at the powers of ten the curve covers, the last one included', () => {
    expect(positionSplits(1, 10_000)).toEqual([1, 10, 100, 1_000, 10_000]);
    expect(positionSplits(3, 250)).toEqual([10, 100]);
    expect(positionSplits(1, 9)).toEqual([1]);
  });

  it('leaves room on both sides by a factor, and never reaches below position 1', () => {
    expect(positionRange(1, 1_000)).toEqual([1 / 1.15, 1_150]);
    expect(positionRange(0.2, 10)).toEqual([1 / 1.15, 11.5]);
  });
});

describe('the score axis', () => {
  it('pads a race curve by 5 % of its span, at least 50 ms, never below 0', () => {
    expect(scoreRange('race', 40_000, 140_000)).toEqual([35_000, 145_000]);
    expect(scoreRange('race', 40_000, 41_000)).toEqual([39_950, 41_050]);
    expect(scoreRange('race', 30, 60)).toEqual([0, 110]);
  });

  it('pads points and respawns by at least one', () => {
    expect(scoreRange('stunt', 100, 110)).toEqual([99, 111]);
    expect(scoreRange('platform', 0, 4)).toEqual([0, 5]);
  });

  it('labels a race in the game’s time format and points as numbers, with room for the longer text', () => {
    expect(scoreLabel('race', 62_345)).toBe('1:02.345');
    expect(scoreLabel('stunt', 12_345)).toBe('12,345');
    expect(scoreLabel('platform', 3)).toBe('3');
    expect(scoreAxisSize('race')).toBeGreaterThan(scoreAxisSize('stunt'));
    expect(scoreAxisSize('stunt')).toBe(scoreAxisSize('platform'));
  });
});

it('draws positions along the bottom and scores up the side, point by point', () => {
  expect(
    rankPlotData([
      { position: 1, score: 40_100 },
      { position: 10, score: 40_900 },
    ]),
  ).toEqual([
    [1, 10],
    [40_100, 40_900],
  ]);
});
