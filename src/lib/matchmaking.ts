import type { MatchmakingDivision, MatchmakingStanding } from '../api/types';
import { countOf } from './format';

// Matchmaking types and divisions (spec part 2, §9). Points decide the ranked types, wins decide Royal.

export const MATCHMAKING_TYPE = { ranked2v2: 5, ranked3v3: 2, royal: 3 } as const;

export const VICTORY_RULE = 'victory_count';
/** Royal's rules: by 2024 its top division comes as `minimum_victory_count` (open-ended, no maxwins). */
const VICTORY_RULES: readonly (string | undefined)[] = [VICTORY_RULE, 'minimum_victory_count'];

/** The 13 point divisions by position (1 = Bronze I … 13 = Trackmaster). */
export const POINT_DIVISIONS = [
  'Bronze I',
  'Bronze II',
  'Bronze III',
  'Silver I',
  'Silver II',
  'Silver III',
  'Gold I',
  'Gold II',
  'Gold III',
  'Master I',
  'Master II',
  'Master III',
  'Trackmaster',
] as const;

/** Royal's divisions by position (0 = Unranked … 5 = Royal Master). */
export const ROYAL_DIVISIONS = ['Unranked', 'Bronze', 'Silver', 'Gold', 'Master', 'Royal Master'] as const;

export type DivisionMetal = 'unranked' | 'bronze' | 'silver' | 'gold' | 'master' | 'trackmaster';
/** The metals a division name starts with (Trackmaster and Royal Master aside). */
const METALS: readonly DivisionMetal[] = ['bronze', 'silver', 'gold', 'master'];
/** The roman levels a point division name ends with ("Gold II"). */
const LEVELS = ['I', 'II', 'III'] as const;

export function isVictoryRule(division: MatchmakingDivision | undefined): boolean {
  return VICTORY_RULES.includes(division?.rule);
}

/** The division's name; "Unranked" for a missing division or a position outside the table. */
export function divisionName(division: MatchmakingDivision | undefined): string {
  if (!division || !Number.isInteger(division.position)) return 'Unranked';
  if (isVictoryRule(division)) return ROYAL_DIVISIONS[division.position] ?? 'Unranked';
  return POINT_DIVISIONS[division.position - 1] ?? 'Unranked';
}

/**
 * Whether the standing is in its type's top division: the API names the next division the same as the current one
 * there, or leaves it out; Trackmaster and Royal Master are the top by name too.
 */
export function isTopDivision(standing: MatchmakingStanding): boolean {
  const { division, division_next: next } = standing;
  if (!division) return false;
  if (next?.position === division.position) return true;
  const name = divisionName(division);
  return next === undefined && (name === 'Trackmaster' || name === 'Royal Master');
}

/** The metal the division's icon is drawn in. */
export function divisionMetal(division: MatchmakingDivision | undefined): DivisionMetal {
  const name = divisionName(division);
  if (name === 'Trackmaster' || name === 'Royal Master') return 'trackmaster';
  const metal = name.split(' ')[0]?.toLowerCase();
  return METALS.find((known) => known === metal) ?? 'unranked';
}

/** The roman level of a point division ("II"), or "" for Trackmaster, Royal and unranked. */
export function divisionLevel(division: MatchmakingDivision | undefined): string {
  const name = divisionName(division);
  return LEVELS.find((level) => name.endsWith(` ${level}`)) ?? '';
}

/** "1,234 points", or "12 wins" for Royal (progression counts the wins); "1 point", "1 win". */
export function standingScore(standing: MatchmakingStanding): string {
  const [value, unit] = isVictoryRule(standing.division)
    ? [standing.progression ?? 0, 'win']
    : [standing.score ?? 0, 'point'];
  return countOf(value, unit);
}

/**
 * How far the player is from this division to the next, from 0 to 1; undefined in the top division or without the
 * bounds to compute it. Points use minpoints, Royal uses minwins and the progression.
 */
export function divisionProgress(standing: MatchmakingStanding): number | undefined {
  const { division, division_next: next } = standing;
  if (!division || !next || next.position === division.position) return undefined;
  const victory = isVictoryRule(division);
  const value = victory ? standing.progression : standing.score;
  const from = victory ? division.minwins : division.minpoints;
  const to = victory ? next.minwins : next.minpoints;
  if (value === undefined || from === undefined || to === undefined || to <= from) return undefined;
  return Math.min(1, Math.max(0, (value - from) / (to - from)));
}

/**
 * The distribution's tiers, top first: Trackmaster, Master III-I … Bronze III-I (by position), named as everywhere
 * else (the ranks' "Gold II"), so one division never reads two ways.
 */
export const DISTRIBUTION_TIERS: readonly { position: number; name: string }[] = POINT_DIVISIONS.map((name, index) => ({
  position: index + 1,
  name,
})).reverse();
