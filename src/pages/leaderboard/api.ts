import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import type { GameMap, Player, TimeValue } from '../../api/types';
import { MAP_PAGE_SIZES, hasPageAfter, pageRange, type RowRange } from '../../lib/leaderboard';

export interface CompetitionMeta {
  competitionid?: number;
  competitionmaps?: { leaderboardgroupid?: string; mapuid?: string }[];
}

/** /api/map/{uid}: a map, plus the daily cups it was played in (one object or a list, either is read). */
export type MapInfo = GameMap & { competitionsmetadata?: CompetitionMeta[] | CompetitionMeta | null };

/** One row of a map leaderboard. Older records carry `score` and `points`; hidden scores are -1. */
export interface LeaderboardRecord {
  player: Player;
  position: number;
  time?: number;
  score?: number;
  points?: number;
  filename?: string;
  timestamp?: TimeValue;
  url?: string;
}

export interface LeaderboardAnswer {
  /** May be null, as some clients note. */
  tops?: LeaderboardRecord[] | null;
  playercount?: number;
  lockedLeaderboard?: boolean;
}

/** The signed-in player's record; an empty object when they have none. */
export interface PersonalRecord {
  score?: number;
  time?: number;
  respawnCount?: number;
  rank?: number;
  rankexact?: boolean;
  timestamp?: TimeValue;
  removed?: boolean;
  url?: string;
}

/** The group a route names, or the map's own leaderboard ("map") when it names none. */
export const MAP_GROUP = 'map';

const seg = (value: string) => encodeURIComponent(value);

/** One row range: the only query that fetches rows, so a range asked for twice is answered from the cache. */
export function rangeQuery(group: string, uid: string, range: RowRange) {
  return queryOptions({
    queryKey: ['leaderboard', 'rows', group, uid, range.offset, range.length],
    queryFn: ({ signal }) =>
      apiGet<LeaderboardAnswer>(`/api/leaderboard/${seg(group)}/${seg(uid)}?offset=${range.offset}&length=${range.length}`, { signal }),
    // The list query that asks for this range retries; retrying here too would double every wait.
    retry: false,
  });
}

export interface RowsPage {
  range: RowRange;
  answer: LeaderboardAnswer;
}

export const leaderboardQueries = {
  map: (uid: string) =>
    queryOptions({
      queryKey: ['leaderboard', 'map', uid],
      queryFn: ({ signal }) => apiGet<MapInfo>(`/api/map/${seg(uid)}`, { signal }),
    }),
  /** Pages from `start` on, growing 15, 35, 50, 50... rows; each page is one range query. */
  rows: (group: string, uid: string, start: number) =>
    infiniteQueryOptions({
      queryKey: ['leaderboard', 'list', group, uid, start],
      initialPageParam: 0,
      queryFn: async ({ pageParam, client }): Promise<RowsPage> => {
        const range = pageRange(start, MAP_PAGE_SIZES, pageParam);
        // Static: a range once fetched is reused for as long as it is cached (a jump back to an offset asks nothing).
        return { range, answer: await client.query({ ...rangeQuery(group, uid, range), staleTime: 'static' }) };
      },
      // Pages are only appended, so their objects stay the same anyway; deep-comparing 500 rows on each Load more
      // (the default structural sharing) is work without a result.
      structuralSharing: false,
      // A short page is the last one, and so is the page after which the next would start past offset 10000.
      getNextPageParam: (last, _all, lastParam) => (hasPageAfter(last.range, last.answer.tops?.length ?? 0) ? lastParam + 1 : undefined),
    }),
  personal: (group: string, uid: string, accountId: string) =>
    queryOptions({
      queryKey: ['leaderboard', 'personal', group, uid, accountId],
      queryFn: ({ signal }) => apiGet<PersonalRecord>(`/api/leaderboard/personal/${seg(group)}/${seg(uid)}`, { signal }),
      staleTime: 60_000,
    }),
  today: () =>
    queryOptions({
      queryKey: ['leaderboard', 'today'],
      queryFn: ({ signal }) => apiGet<{ uid?: string; group?: string }>('/api/totd/today', { signal }),
    }),
};

/** The daily cups a map was played in, whichever shape the API used. */
export function competitionsOf(map: MapInfo): CompetitionMeta[] {
  const meta = map.competitionsmetadata;
  if (!meta) return [];
  return Array.isArray(meta) ? meta : [meta];
}
