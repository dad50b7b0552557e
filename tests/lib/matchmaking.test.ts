import { describe, expect, it } from 'vitest';
import {
  DISTRIBUTION_TIERS,
  divisionLevel,
  divisionMetal,
  divisionName,
  divisionProgress,
  standingScore,
} from '../../src/lib/matchmaking';

const points = (position: number, minpoints: number) => ({ position, rule: 'points_range', minpoints });
const wins = (position: number, minwins: number) => ({ position, rule: 'victory_count', minwins });

describe('matchmaking divisions', () => {
  it('names the 13 point divisions by position and Royal by its own table', () => {
    expect(divisionName(points(1, 0))).toBe('Bronze I');
    expect(divisionName(points(6, 0))).toBe('Silver III');
    expect(divisionName(points(12, 0))).toBe('Master III');
    expect(divisionName(points(13, 0))).toBe('Trackmaster');
    expect(divisionName(points(14, 0))).toBe('Unranked');
    expect(divisionName(undefined)).toBe('Unranked');
    expect(divisionName(wins(0, 0))).toBe('Unranked');
    expect(divisionName(wins(5, 0))).toBe('Royal Master');
  });

  it('reads the rules of 2024: open-ended top divisions of 3v3 and Royal', () => {
    expect(divisionName({ position: 12, rule: 'minimum_points', minpoints: 3600, maxpoints: 0 })).toBe('Master III');
    expect(
      divisionName({ position: 13, rule: 'minimum_rank_and_points', minpoints: 4000, maxpoints: 0, minrank: 10 }),
    ).toBe('Trackmaster');
    const royalMaster = { position: 5, rule: 'minimum_victory_count', minpoints: 0, maxpoints: 0, minwins: 100 };
    expect(divisionName(royalMaster)).toBe('Royal Master');
    expect(divisionMetal(royalMaster)).toBe('trackmaster');
    expect(standingScore({ score: 1290, progression: 131, division: royalMaster })).toBe('131 wins');
    expect(divisionProgress({ progression: 80, division: wins(4, 60), division_next: royalMaster })).toBe(0.5);
  });

  it('gives the metal and level the icon draws', () => {
    expect(divisionMetal(points(8, 0))).toBe('gold');
    expect(divisionLevel(points(8, 0))).toBe('II');
    expect(divisionMetal(points(13, 0))).toBe('trackmaster');
    expect(divisionLevel(points(13, 0))).toBe('');
    expect(divisionMetal(wins(4, 0))).toBe('master');
    expect(divisionMetal(undefined)).toBe('unranked');
  });

  it('shows points, or wins for Royal', () => {
    expect(standingScore({ score: 3456, division: points(7, 3000) })).toBe('3,456 points');
    expect(standingScore({ score: 99, progression: 12, division: wins(2, 10) })).toBe('12 wins');
    expect(standingScore({ progression: 1, division: wins(1, 1) })).toBe('1 win');
    expect(standingScore({ score: 1, division: points(1, 0) })).toBe('1 point');
  });

  it('measures progress to the next division, and none at the top', () => {
    expect(divisionProgress({ score: 3250, division: points(7, 3000), division_next: points(8, 3500) })).toBe(0.5);
    expect(divisionProgress({ progression: 15, division: wins(2, 10), division_next: wins(3, 20) })).toBe(0.5);
    expect(
      divisionProgress({ score: 5000, division: points(13, 4000), division_next: points(13, 4000) }),
    ).toBeUndefined();
    expect(divisionProgress({ score: 10, division: points(1, 0) })).toBeUndefined();
  });

  it('lists the distribution tiers top first', () => {
    expect(DISTRIBUTION_TIERS.map((tier) => tier.name)).toEqual([
      'Trackmaster',
      'Master III',
      'Master II',
      'Master I',
      'Gold III',
      'Gold II',
      'Gold I',
      'Silver III',
      'Silver II',
      'Silver I',
      'Bronze III',
      'Bronze II',
      'Bronze I',
    ]);
  });
});
