// Matchmaking rankings built on the player profiles' standings (playerProfile.ts playerStanding): who plays a type,
// with what points (wins for Royal). The ranking orders those players by score, so a row shows the same score and
// division as the player's profile and search result; its rank is the player's place among the mock players.
import type { MatchmakingStanding, Player } from '../../api/types';
import { mockStanding, MATCHMAKING_TYPE } from './matchmaking';
import { playerStanding } from './playerProfile';
import { mockPlayer, PLAYER_COUNT } from './players';

export const MM_PAGE_SIZE = 50;

/** Matchmaking types in the order a player's items list them. */
export const MM_TYPES = [MATCHMAKING_TYPE.ranked2v2, MATCHMAKING_TYPE.ranked3v3, MATCHMAKING_TYPE.royal] as const;

const orders = new Map<number, { order: number[]; values: number[] }>();

/** Points, or wins for Royal: what the ranking sorts on. */
function valueOf(typeid: number, standing: MatchmakingStanding): number {
  return (typeid === MATCHMAKING_TYPE.royal ? standing.progression : standing.score) ?? 0;
}

/** The players of a type, best first (ties by data-set order), with their points or wins. */
function ranking(typeid: number): { order: number[]; values: number[] } {
  const cached = orders.get(typeid);
  if (cached) return cached;
  const entries: [number, number][] = [];
  for (let index = 0; index < PLAYER_COUNT; index += 1) {
    const standing = playerStanding(index, typeid);
    if (standing) entries.push([valueOf(typeid, standing), index]);
  }
  entries.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const made = { order: entries.map(([, index]) => index), values: entries.map(([value]) => value) };
  orders.set(typeid, made);
  return made;
}

/** How many players a type's ranking holds (its active players). */
export function mmPopulation(typeid: number): number {
  return ranking(typeid).order.length;
}

/** The standing of the player at a rank (1-based), as mockStanding shapes it. */
export function mmStandingAt(typeid: number, rank: number): MatchmakingStanding {
  return mockStanding(typeid, ranking(typeid).values[rank - 1] ?? 0, rank);
}

export interface MockMatchmakingRank {
  rank: number;
  player: Player;
  score: number;
  progression: number;
  division: NonNullable<MatchmakingStanding['division']>;
  division_next?: MatchmakingStanding['division_next'];
}

/** One page of a type's ranking (empty past the end or for an unknown type). */
export function mmRankingPage(typeid: number, page: number): MockMatchmakingRank[] {
  const { order } = ranking(typeid);
  return order.slice(page * MM_PAGE_SIZE, (page + 1) * MM_PAGE_SIZE).map((index, at) => {
    const rank = page * MM_PAGE_SIZE + at + 1;
    const standing = mmStandingAt(typeid, rank);
    const row: MockMatchmakingRank = {
      rank,
      player: mockPlayer(index),
      score: standing.score ?? 0,
      progression: standing.progression ?? 0,
      division: standing.division ?? { position: 0 },
    };
    if (standing.division_next) row.division_next = standing.division_next;
    return row;
  });
}

export function mmPageCount(typeid: number): number {
  return Math.ceil(mmPopulation(typeid) / MM_PAGE_SIZE);
}

/** Players per division position over the whole ranking, top division first; empty divisions are left out. */
export function mmDistribution(typeid: number): { position: number; count: number }[] {
  const counts = new Map<number, number>();
  for (let rank = 1; rank <= mmPopulation(typeid); rank += 1) {
    const position = mmStandingAt(typeid, rank).division?.position ?? 0;
    counts.set(position, (counts.get(position) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[0] - a[0]).map(([position, count]) => ({ position, count }));
}

/**
 * A player's flat matchmaking items, as player search lists them (no `info` wrapper): the profile's standings, one
 * per type the player plays.
 */
export function playerStandings(index: number): (MatchmakingStanding & { accountid: string })[] {
  const accountid = mockPlayer(index).id;
  return MM_TYPES.flatMap((typeid) => {
    const standing = playerStanding(index, typeid);
    return standing ? [{ ...standing, accountid }] : [];
  });
}
