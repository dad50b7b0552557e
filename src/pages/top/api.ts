import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import type { MatchmakingDivision, Player } from '../../api/types';
import { listOf } from '../../lib/listOf';
import { MATCHMAKING_TYPE } from '../../lib/matchmaking';
import { nameZones, type NamedZone, type ZoneNode } from '../../lib/zones';

/** Load more stops after these page indexes (spec §9): the trophy ranking, a zone's, and the matchmaking ones. */
export const TROPHY_MAX_PAGE = 189;
export const ZONE_TROPHY_MAX_PAGE = 4;
export const MATCHMAKING_MAX_PAGE = 19;

/** Replaces the server's note for a chosen zone (spec §8). */
export const ZONE_ESTIMATE_NOTE =
  'Ranks are estimates and can have inaccuracies as not all players are being tracked. Players with scores below ~600,000 are not regularly updated.';

// ---- Tabs ---------------------------------------------------------------------------------------------------

/** The tabs in order; the slug goes into /top/{slug}; matchmaking tabs carry their type id (spec §9). */
export const TOP_TABS = [
  { id: 'trophies', label: 'Trophies', typeId: undefined },
  { id: '2v2', label: 'Ranked 2v2', typeId: MATCHMAKING_TYPE.ranked2v2 },
  { id: 'royal', label: 'Royal', typeId: MATCHMAKING_TYPE.royal },
] as const;

export type TopTab = (typeof TOP_TABS)[number];
export type MatchmakingTab = Extract<TopTab, { typeId: number }>;

/** Other names people use for the tabs: the spec's "Ranked", and the type ids. */
const TAB_ALIASES: Readonly<Record<string, TopTab['id']>> = { ranked: '2v2', '5': '2v2', '3': 'royal' };

function tabById(id: string): TopTab | undefined {
  const key = id.toLowerCase();
  const resolved = TAB_ALIASES[key] ?? key;
  return TOP_TABS.find((tab) => tab.id === resolved);
}

/**
 * The tab of a route: /top/{tab?} defaults to Trophies, /matchmaking/{tab?} to Ranked 2v2 and knows only the
 * matchmaking tabs. Undefined for anything else.
 */
export function topTabOf(segment: string | undefined, matchmakingRoute: boolean): TopTab | undefined {
  if (segment === undefined) return matchmakingRoute ? TOP_TABS[1] : TOP_TABS[0];
  const tab = tabById(segment);
  return matchmakingRoute && tab?.typeId === undefined ? undefined : tab;
}

// ---- Zones --------------------------------------------------------------------------------------------------

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** One zone of /api/zones, whichever spelling the answer uses (zoneId / zoneid / id, parentId / parentid / parent). */
function zoneNode(raw: unknown): ZoneNode | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const fields = raw as Record<string, unknown>;
  const id = text(fields.zoneId) ?? text(fields.zoneid) ?? text(fields.id);
  const name = text(fields.name);
  if (id === undefined || name === undefined) return undefined;
  const parentId = text(fields.parentId) ?? text(fields.parentid) ?? text(fields.parent);
  const flag = text(fields.flag);
  return { id, name, ...(parentId === undefined ? {} : { parentId }), ...(flag === undefined ? {} : { flag }) };
}

/** The zone tree, named and in tree order, from `{ zones: [...] }` (or a bare array). */
export function parseZones(answer: unknown): NamedZone[] {
  const list: unknown = Array.isArray(answer) ? answer : typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>).zones : undefined;
  const nodes = Array.isArray(list) ? list.map(zoneNode).filter((zone): zone is ZoneNode => zone !== undefined) : [];
  return nameZones(nodes);
}

// ---- Rankings -----------------------------------------------------------------------------------------------

export interface TrophyRank {
  rank: number;
  score: number;
  player: Player;
}

export interface TrophyRankingPage {
  note?: string;
  pageCount?: number;
  ranks?: TrophyRank[];
}

export interface MatchmakingRank {
  rank: number;
  player: Player;
  score?: number;
  progression?: number;
  division?: MatchmakingDivision;
  division_next?: MatchmakingDivision;
}

/** Players per division position. */
export interface DistributionEntry {
  position: number;
  count: number;
}

export interface MatchmakingRankingPage {
  note?: string;
  distribution?: DistributionEntry[];
  activeplayers?: number;
  ranks?: MatchmakingRank[];
  pageCount?: number;
}

/**
 * The page after `lastPage`, or undefined: never past `maxPage`, never past `pageCount` when the API sends it, and
 * without it never after an empty page (so a missing field neither hides rows nor loops).
 */
export function nextRankingPage(last: { pageCount?: number; ranks?: unknown[] }, lastPage: number, maxPage: number): number | undefined {
  const next = lastPage + 1;
  if (next > maxPage) return undefined;
  if (typeof last.pageCount === 'number') return next < last.pageCount ? next : undefined;
  return listOf(last.ranks).length > 0 ? next : undefined;
}

/** Rows of an odd answer can lack their player or rank: those are left out rather than break the table. */
export function rankRows<T extends { rank: number; player: Player }>(ranks: T[] | undefined): T[] {
  return listOf(ranks).filter((row) => {
    const player = row.player as unknown;
    return typeof player === 'object' && player !== null && typeof row.rank === 'number';
  });
}

/** Ranking rows are keyed by the player (a row seen again replaces the old one), by rank when the id is missing. */
export function rankKey(row: { rank: number; player: Player }): string {
  return typeof row.player.id === 'string' && row.player.id !== '' ? row.player.id : `rank-${row.rank}`;
}

export const topQueries = {
  zones: () =>
    queryOptions({
      queryKey: ['top', 'zones'],
      queryFn: async ({ signal }) => parseZones(await apiGet<unknown>('/api/zones', { signal })),
      // The tree hardly ever changes.
      staleTime: 60 * 60_000,
    }),
  /** A zone's trophy ranking; `zoneId` undefined is the world's. */
  trophies: (zoneId: string | undefined) =>
    infiniteQueryOptions({
      queryKey: ['top', 'trophies', zoneId ?? 'world'],
      queryFn: ({ pageParam, signal }) =>
        apiGet<TrophyRankingPage>(zoneId === undefined ? `/api/top/trophies/${pageParam}` : `/api/top/trophies/${pageParam}/${encodeURIComponent(zoneId)}`, {
          signal,
        }),
      initialPageParam: 0,
      getNextPageParam: (last, _pages, lastPage) => nextRankingPage(last, lastPage, zoneId === undefined ? TROPHY_MAX_PAGE : ZONE_TROPHY_MAX_PAGE),
    }),
  matchmaking: (typeId: number) =>
    infiniteQueryOptions({
      queryKey: ['top', 'matchmaking', typeId],
      queryFn: ({ pageParam, signal }) => apiGet<MatchmakingRankingPage>(`/api/top/matchmaking/${typeId}/${pageParam}`, { signal }),
      initialPageParam: 0,
      getNextPageParam: (last, _pages, lastPage) => nextRankingPage(last, lastPage, MATCHMAKING_MAX_PAGE),
    }),
};

/** Refresh starts the ranking over from its first page: no page loaded earlier stays on screen. */
export function refreshMatchmaking(queryClient: QueryClient, typeId: number): Promise<void> {
  return queryClient.resetQueries({ queryKey: topQueries.matchmaking(typeId).queryKey, exact: true });
}
