import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import type { MatchmakingStanding, Player, PlayerMeta, TimeValue, Zone } from './types';
import { listOf } from '../lib/listOf';

// A player's responses (spec part 2, §3; API-NOTES "Player profile") and their query options. Read by the player
// page and the compare page, so both share one cache entry per answer. Every key may
// be missing in real answers: readers go through listOf and optional chaining.

export interface PlayerTrophies {
  points?: number;
  timestamp?: string;
  counts?: number[];
  echelon?: number;
  zone?: Zone;
  /** Positions along the zone chain, most specific zone first. */
  zonepositions?: number[];
}

export interface MatchmakingEntry {
  info?: MatchmakingStanding & { accountid?: string };
  total?: number;
}

export interface PlayerProfile {
  accountid: string;
  displayname?: string;
  /** When the account started. */
  timestamp?: string;
  clubtag?: string;
  clubtagtimestamp?: string;
  trophies?: PlayerTrophies;
  matchmaking?: MatchmakingEntry[];
  meta?: PlayerMeta;
}

export interface PlayerMatch {
  lid: string;
  starttime: TimeValue;
  typename?: string;
  typeid?: number;
  afterscore?: number;
  win?: boolean;
  mvp?: boolean;
  leave?: boolean;
}

export interface PlayerMatchPage {
  matches?: PlayerMatch[];
}

export interface TrophyAchievement {
  trophyAchievementId?: string;
  trophyAchievementType?: string;
  trophySoloMedalAchievementType?: string;
  trophySoloRankingAchievementType?: string;
  isOfficial?: boolean;
  competitionName?: string;
  competitionStage?: string;
  competitionStageStep?: string;
  competitionType?: string;
  gameMode?: string;
  duration?: number;
  seasonId?: string;
}

export interface TrophyGain {
  timestamp: TimeValue;
  achievement?: TrophyAchievement;
  details?: { rank?: number; level?: number };
  map?: { mapUid: string; name: string; authorplayer?: Player };
  counts?: number[];
}

export interface TrophyGainPage {
  gains?: TrophyGain[];
  total?: number;
  page?: number;
}

export interface CotdResult {
  id: number;
  name: string;
  timestamp?: TimeValue;
  mapgroup?: string;
  mapuid?: string;
  mapname?: string;
  div?: number;
  divrank?: number;
  score?: number;
  rank?: number;
  totalplayers?: number;
  qualificationrank?: number;
  excludedfromstats?: boolean;
}

export interface CotdBest {
  bestrank?: number;
  bestranktime?: string;
  bestranktimelatest?: string;
  bestdiv?: number;
  bestdivtime?: string;
  bestdivtimelatest?: string;
  bestdivrankindiv?: number;
  bestdivrankindivlatest?: number;
  bestrankindiv?: number;
  bestrankindivtime?: string;
  bestrankindivtimelatest?: string;
  bestrankindivdiv?: number;
  bestrankindivdivlatest?: number;
}

export interface CotdStats {
  total?: number;
  broken?: number;
  totaldivwins?: number;
  totalwins?: number;
  avgrank?: number;
  avgdiv?: number;
  avgdivrank?: number;
  winstreak?: number;
  divwinstreak?: number;
  best?: CotdBest;
}

export interface CotdPage {
  total?: number;
  page?: number;
  stats?: CotdStats;
  statsprimary?: CotdStats;
  cotds?: CotdResult[];
}

/** The API's error text for a player without any cup: the tab shows the no-participation message instead. */
export const NO_COTD_DATA = 'no player cotd data available';

/** The spec's page size for match histories: a shorter page is the last one. */
export const PLAYER_MATCHES_PAGE_SIZE = 25;

/** Next page while the rows loaded so far are fewer than the answer's total and the last page was not empty. */
function nextByTotal(total: number | undefined, loaded: number, lastSize: number, lastPage: number): number | undefined {
  if (lastSize === 0 || total === undefined || loaded >= total) return undefined;
  return lastPage + 1;
}

const id = (accountId: string) => encodeURIComponent(accountId);

/** The start of every player profile's query key: a saved profile edit marks them all stale. */
export const PLAYER_PROFILE_KEY = ['player', 'profile'] as const;

export const playerQueries = {
  profile: (idOrVanity: string) =>
    queryOptions({
      queryKey: [...PLAYER_PROFILE_KEY, idOrVanity],
      queryFn: ({ signal }) => apiGet<PlayerProfile>(`/api/player/${id(idOrVanity)}`, { signal }),
    }),
  matches: (accountId: string, typeId: number) =>
    infiniteQueryOptions({
      queryKey: ['player', 'matches', accountId, typeId],
      queryFn: ({ pageParam, signal }) => apiGet<PlayerMatchPage>(`/api/player/${id(accountId)}/matches/${typeId}/${pageParam}`, { signal }),
      initialPageParam: 0,
      getNextPageParam: (last, _pages, lastPage) => (listOf(last.matches).length < PLAYER_MATCHES_PAGE_SIZE ? undefined : lastPage + 1),
    }),
  trophies: (accountId: string) =>
    infiniteQueryOptions({
      queryKey: ['player', 'trophies', accountId],
      queryFn: ({ pageParam, signal }) => apiGet<TrophyGainPage>(`/api/player/${id(accountId)}/trophies/${pageParam}`, { signal }),
      initialPageParam: 0,
      getNextPageParam: (last, pages, lastPage) =>
        nextByTotal(last.total, pages.reduce((sum, page) => sum + listOf(page.gains).length, 0), listOf(last.gains).length, lastPage),
    }),
  cotd: (accountId: string, includeReruns: boolean, order: string) =>
    infiniteQueryOptions({
      queryKey: ['player', 'cotd', accountId, includeReruns, order],
      queryFn: ({ pageParam, signal }) =>
        apiGet<CotdPage>(`/api/player/${id(accountId)}/cotd/${pageParam}?includeReruns=${String(includeReruns)}&order=${encodeURIComponent(order)}`, { signal }),
      initialPageParam: 0,
      getNextPageParam: (last, pages, lastPage) =>
        nextByTotal(last.total, pages.reduce((sum, page) => sum + listOf(page.cotds).length, 0), listOf(last.cotds).length, lastPage),
    }),
};
