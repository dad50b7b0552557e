import type { MatchmakingDivision, MatchmakingStanding } from '../../api/types';

/** The API's matchmaking type ids (API-NOTES: 2 is 3v3, 3 is Royal, 5 is 2v2) and the wins rule of Royal's divisions. */
export const MATCHMAKING_TYPE = { ranked2v2: 5, ranked3v3: 2, royal: 3 } as const;
const VICTORY_RULE = 'victory_count';

// Matchmaking standings shaped like the API's: the division a score falls in and the next one. Shared by the
// player profile, player search and the rankings, so one player reads the same everywhere.

const POINT_FLOORS = [0, 300, 600, 1000, 1300, 1600, 2000, 2300, 2600, 3000, 3300, 3600, 4000];
const WIN_FLOORS = [0, 1, 10, 30, 60, 100];

export const TYPE_NAMES: Readonly<Record<number, string>> = {
  [MATCHMAKING_TYPE.ranked2v2]: '2v2',
  [MATCHMAKING_TYPE.ranked3v3]: '3v3',
  [MATCHMAKING_TYPE.royal]: 'Royal',
};

/** The top 3v3 divisions as 2024 answers send them (API-NOTES.md): Master III open-ended, Trackmaster by rank too. */
const TRACKMASTER_MIN_RANK = 10;

function pointDivision(position: number, typeid: number): MatchmakingDivision {
  const index = Math.min(Math.max(position, 1), POINT_FLOORS.length) - 1;
  const min = POINT_FLOORS[index] ?? 0;
  const next = POINT_FLOORS[index + 1];
  if (typeid === MATCHMAKING_TYPE.ranked3v3 && next === undefined) {
    return {
      position: index + 1,
      rule: 'minimum_rank_and_points',
      minpoints: min,
      maxpoints: 0,
      minrank: TRACKMASTER_MIN_RANK,
    };
  }
  if (typeid === MATCHMAKING_TYPE.ranked3v3 && index === POINT_FLOORS.length - 2) {
    return { position: index + 1, rule: 'minimum_points', minpoints: min, maxpoints: 0 };
  }
  return {
    position: index + 1,
    rule: 'points_range',
    minpoints: min,
    maxpoints: next === undefined ? 100_000 : next - 1,
  };
}

/** Royal's divisions: the lowest carries no minwins (as real answers), the top one is open-ended (2024's rule). */
function royalDivision(position: number): MatchmakingDivision {
  const index = Math.min(Math.max(position, 0), WIN_FLOORS.length - 1);
  const min = WIN_FLOORS[index] ?? 0;
  const next = WIN_FLOORS[index + 1];
  if (next === undefined)
    return { position: index, rule: 'minimum_victory_count', minpoints: 0, maxpoints: 0, minwins: min };
  return { position: index, rule: VICTORY_RULE, minpoints: 0, maxpoints: 0, minwins: min, maxwins: next - 1 };
}

const floorIndex = (floors: readonly number[], value: number) =>
  floors.reduce((found, floor, index) => (value >= floor ? index : found), 0);

/** A standing for a score (points) or a win count (Royal), with rank among `total`. */
export function mockStanding(typeid: number, value: number, rank: number): MatchmakingStanding {
  const typename = TYPE_NAMES[typeid] ?? String(typeid);
  if (typeid === MATCHMAKING_TYPE.royal) {
    const index = floorIndex(WIN_FLOORS, value);
    return {
      typeid,
      typename,
      rank,
      score: value * 7,
      progression: value,
      division: royalDivision(index),
      division_next: royalDivision(index + 1),
    };
  }
  const index = floorIndex(POINT_FLOORS, value);
  return {
    typeid,
    typename,
    rank,
    score: value,
    progression: 0,
    division: pointDivision(index + 1, typeid),
    division_next: pointDivision(index + 2, typeid),
  };
}
