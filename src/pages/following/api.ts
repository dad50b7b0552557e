import type { InfiniteData } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { NO_COTD_DATA, playerQueries, type CotdPage, type CotdResult, type PlayerProfile } from '../../data/player';
import type { MatchmakingDivision } from '../../api/types';
import type { PlayerFigures } from '../../lib/following';
import { divisionName, MATCHMAKING_TYPE } from '../../lib/matchmaking';
import { toDate } from '../../lib/timeValue';
import { countryOf, zoneList } from '../../lib/zones';

// The Following page asks for many players at once: the player page's own queries, read through the shared scheduler
// (an option of their fetch), so a profile seen there is not asked again here (and the other way round).

/** The Cup of the Day view the player page opens with (main cups, newest first): its first page is shared. */
const COTD_REFERENCE = { includeReruns: false, order: 'dateDesc' } as const;

export const followingQueries = {
  profile: (accountId: string) => playerQueries.profile(accountId, { scheduled: true }),
  /** The latest cups: the first page of the player page's history, so either page finds the other's answer. */
  latestCotd: (accountId: string) => ({
    ...playerQueries.cotdFirstPage(accountId, COTD_REFERENCE.includeReruns, COTD_REFERENCE.order, { scheduled: true }),
    // A player without cups answers with an error (NO_COTD_DATA), which the player page shows as such; asking again
    // on every visit would cost one request per such player for nothing.
    retryOnMount: false,
  }),
};

/** A player without any cup gets this error text from the API: it means "none", not a failure. */
export function isNoCotd(error: unknown): boolean {
  return error instanceof ApiError && error.message === NO_COTD_DATA;
}

export interface Standing {
  rank: number | undefined;
  division: string | undefined;
}

export const MATCHMAKING_KEYS = {
  '2v2': MATCHMAKING_TYPE.ranked2v2,
  '3v3': MATCHMAKING_TYPE.ranked3v3,
  royal: MATCHMAKING_TYPE.royal,
} as const;
export type MatchmakingKey = keyof typeof MATCHMAKING_KEYS;

export function standingOf(profile: PlayerProfile, key: MatchmakingKey): Standing | undefined {
  const info = profile.matchmaking.find((item) => item.info.typeid === MATCHMAKING_KEYS[key])?.info;
  if (!info) return undefined;
  const division: MatchmakingDivision | undefined = info.division;
  return { rank: info.rank, division: division ? divisionName(division) : undefined };
}

/** World and country positions: the zone positions run along the zone chain, most specific first, World last. */
export function zoneRanks(profile: PlayerProfile): {
  world: number | undefined;
  country: number | undefined;
  countryName: string | undefined;
} {
  const positions = profile.trophies?.zonepositions ?? [];
  const chain = zoneList(profile.trophies?.zone);
  const country = countryOf(profile.trophies?.zone);
  const countryIndex = country ? chain.indexOf(country) : -1;
  return {
    world: positions.length > 0 ? positions[positions.length - 1] : undefined,
    country: countryIndex >= 0 ? positions[countryIndex] : undefined,
    countryName: country?.name,
  };
}

export function latestCup(data: InfiniteData<CotdPage, number> | undefined): CotdResult | undefined {
  return data?.pages[0]?.cotds[0];
}

export function cupTime(cup: CotdResult | undefined): number | undefined {
  return toDate(cup?.timestamp)?.valueOf() ?? undefined;
}

/** The figures a snapshot keeps of a player, from the answers the row shows. */
export function figuresOf(profile: PlayerProfile, cup: CotdResult | undefined): PlayerFigures {
  const figures: PlayerFigures = {};
  if (profile.trophies?.points !== undefined) figures.points = profile.trophies.points;
  if (profile.trophies && profile.trophies.counts.length > 0) figures.counts = [...profile.trophies.counts];
  const ranks: Record<string, number> = {};
  for (const key of Object.keys(MATCHMAKING_KEYS) as MatchmakingKey[]) {
    const rank = standingOf(profile, key)?.rank;
    if (rank !== undefined) ranks[key] = rank;
  }
  figures.ranks = ranks;
  if (cup) figures.cotd = { id: cup.id, div: cup.div, divrank: cup.divrank, rank: cup.rank, at: cupTime(cup) };
  return figures;
}
