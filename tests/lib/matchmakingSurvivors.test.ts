// Matchmaking divisions at their edges: every point division's metal and level as the icon draws them, and no
// progress bar in the top division whatever bounds its next division (itself) carries.
import { describe, expect, it } from 'vitest';
import { divisionLevel, divisionMetal, divisionProgress } from '../../src/lib/matchmaking';

const points = (position: number, minpoints?: number) => ({ position, rule: 'points_range', minpoints });
const wins = (position: number, minwins?: number) => ({ position, rule: 'victory_count', minwins });

describe('the division icon', () => {
  it('draws each point division in its metal with its roman level', () => {
    const drawn = Array.from({ length: 13 }, (_, index) =>
      `${divisionMetal(points(index + 1))} ${divisionLevel(points(index + 1))}`.trim(),
    );
    expect(drawn).toEqual([
      'bronze I',
      'bronze II',
      'bronze III',
      'silver I',
      'silver II',
      'silver III',
      'gold I',
      'gold II',
      'gold III',
      'master I',
      'master II',
      'master III',
      'trackmaster',
    ]);
  });

  it('draws Royal divisions in their metal without a level', () => {
    const drawn = [0, 1, 2, 3, 4, 5].map((position) =>
      `${divisionMetal(wins(position))} ${divisionLevel(wins(position))}`.trim(),
    );
    expect(drawn).toEqual(['unranked', 'bronze', 'silver', 'gold', 'master', 'trackmaster']);
  });
});

describe('the progress bar to the next division', () => {
  it('is not drawn in the top division, even when its next division (itself) carries higher bounds', () => {
    expect(
      divisionProgress({ score: 4200, division: points(13, 4000), division_next: points(13, 5000) }),
    ).toBeUndefined();
    expect(divisionProgress({ progression: 120, division: wins(5, 100), division_next: wins(5, 150) })).toBeUndefined();
  });
});
