import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { PlayerSchema } from '../api/entities';
import { MatchmakingDivisionSchema } from '../api/rankedEntities';
import { countedList, countedPage, list, maybe, maybeNum, maybeText, num, text } from '../api/schema';
import type { Player } from '../api/types';
import { MATCHMAKING_TYPE } from '../lib/matchmaking';
import { nameZones, type NamedZone } from '../lib/zones';
import { readEndpoint } from './read';
import { topMatchmaking, topTrophies, topTrophiesOfZone, zones } from './endpoints/rankings';

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

/** Text that is there: '' and anything unreadable read as missing. */
const filled = maybe(v.pipe(text, v.nonEmpty()));

/**
 * One zone of /api/zones, whichever spelling the answer uses (zoneId / zoneid / id, parentId / parentid / parent):
 * without an id or a name it is dropped.
 */
const ZoneNodeSchema = v.pipe(
  v.object({
    zoneId: filled,
    zoneid: filled,
    id: filled,
    name: filled,
    parentId: filled,
    parentid: filled,
    parent: filled,
    flag: filled,
  }),
  v.transform((raw) => ({
    id: raw.zoneId ?? raw.zoneid ?? raw.id,
    name: raw.name,
    parentId: raw.parentId ?? raw.parentid ?? raw.parent,
    flag: raw.flag,
  })),
  v.object({ id: v.string(), name: v.string(), parentId: v.optional(v.string()), flag: v.optional(v.string()) }),
);

/** /api/zones: `{ zones: [...] }` (or a bare array); the tree named and in tree order. */
export const ZoneTreeSchema = v.pipe(
  v.unknown(),
  v.transform((answer) => (Array.isArray(answer) ? { zones: answer } : answer)),
  v.object({ zones: list(ZoneNodeSchema) }),
  v.transform(({ zones }): NamedZone[] => nameZones(zones)),
);

// ---- Rankings -----------------------------------------------------------------------------------------------

/** A row of a ranking: its rank and player are required (the row is keyed by them), else it is left out. */
const TrophyRankSchema = v.object({ rank: num, score: num, player: PlayerSchema });

/**
 * /api/top/trophies/{page}[/{zoneId}]: `ranks` are the rows kept, `unread` counts the rows the answer sent that could
 * not be read (the page says so under the table, and paging counts them as sent).
 */
export const TrophyRankingPageSchema = countedPage(
  {
    note: maybeText,
    pageCount: maybeNum,
    ranks: countedList(TrophyRankSchema),
  },
  'ranks',
);

const MatchmakingRankSchema = v.object({
  rank: num,
  player: PlayerSchema,
  score: maybeNum,
  progression: maybeNum,
  division: maybe(MatchmakingDivisionSchema),
  division_next: maybe(MatchmakingDivisionSchema),
});

/** Players per division position. */
const DistributionEntrySchema = v.object({ position: num, count: num });

/** A plain object whose values are counts, not entries: `{ "1": 500, "2": 300 }`. */
function isKeyedCounts(input: unknown): input is Record<string, unknown> {
  return (
    typeof input === 'object' &&
    input !== null &&
    !Array.isArray(input) &&
    Object.values(input).some((value) => typeof value !== 'object')
  );
}

/** The distribution as a list of `{ position, count }`, or as an object of counts keyed by position. */
const DistributionSchema = v.pipe(
  v.unknown(),
  v.transform((input) =>
    isKeyedCounts(input) ? Object.entries(input).map(([position, count]) => ({ position, count })) : input,
  ),
  list(DistributionEntrySchema),
);

/** /api/top/matchmaking/{typeId}/{page}: `ranks` and `unread` as in the trophy ranking. */
export const MatchmakingRankingPageSchema = countedPage(
  {
    note: maybeText,
    // The fallback covers a missing key: the object schema asks it before it runs the entry.
    distribution: v.fallback(DistributionSchema, () => []),
    activeplayers: maybeNum,
    ranks: countedList(MatchmakingRankSchema),
    pageCount: maybeNum,
  },
  'ranks',
);

export type TrophyRank = v.InferOutput<typeof TrophyRankSchema>;
export type TrophyRankingPage = v.InferOutput<typeof TrophyRankingPageSchema>;
export type MatchmakingRank = v.InferOutput<typeof MatchmakingRankSchema>;
export type DistributionEntry = v.InferOutput<typeof DistributionEntrySchema>;
export type MatchmakingRankingPage = v.InferOutput<typeof MatchmakingRankingPageSchema>;

/**
 * The page after `lastPage`, or undefined: never past `maxPage`, never past `pageCount` when the API sends it, and
 * without it never after an empty page (so a missing field neither hides rows nor loops). A page whose rows were all
 * unreadable is not empty: the server sent rows, so there may be more.
 */
export function nextRankingPage(
  last: { pageCount?: number | undefined; ranks: readonly unknown[]; unread: number },
  lastPage: number,
  maxPage: number,
): number | undefined {
  const next = lastPage + 1;
  if (next > maxPage) return undefined;
  if (last.pageCount !== undefined) return next < last.pageCount ? next : undefined;
  return last.ranks.length + last.unread > 0 ? next : undefined;
}

/** Ranking rows are keyed by the player (a row seen again replaces the old one), by rank when the id is empty. */
export function rankKey(row: { rank: number; player: Player }): string {
  return row.player.id !== '' ? row.player.id : `rank-${row.rank}`;
}

export const topQueries = {
  zones: () =>
    queryOptions({
      queryKey: ['top', 'zones'],
      queryFn: ({ signal }) => readEndpoint(zones, {}, ZoneTreeSchema, { signal }),
      meta: { answerKind: 'list' },
      // The tree hardly ever changes.
      staleTime: 60 * 60_000,
    }),
  /** A zone's trophy ranking; `zoneId` undefined is the world's. */
  trophies: (zoneId: string | undefined) =>
    infiniteQueryOptions({
      queryKey: ['top', 'trophies', zoneId ?? 'world'],
      queryFn: ({ pageParam, signal }) =>
        zoneId === undefined
          ? readEndpoint(topTrophies, { page: pageParam }, TrophyRankingPageSchema, { signal })
          : readEndpoint(topTrophiesOfZone, { page: pageParam, zone: zoneId }, TrophyRankingPageSchema, { signal }),
      initialPageParam: 0,
      getNextPageParam: (last, _pages, lastPage) =>
        nextRankingPage(last, lastPage, zoneId === undefined ? TROPHY_MAX_PAGE : ZONE_TROPHY_MAX_PAGE),
      meta: { answerKind: 'list' },
    }),
  matchmaking: (typeId: number) =>
    infiniteQueryOptions({
      queryKey: ['top', 'matchmaking', typeId],
      queryFn: ({ pageParam, signal }) =>
        readEndpoint(topMatchmaking, { type: typeId, page: pageParam }, MatchmakingRankingPageSchema, { signal }),
      initialPageParam: 0,
      getNextPageParam: (last, _pages, lastPage) => nextRankingPage(last, lastPage, MATCHMAKING_MAX_PAGE),
      meta: { answerKind: 'list' },
    }),
};

/** Refresh starts the ranking over from its first page: no page loaded earlier stays on screen. */
export function refreshMatchmaking(queryClient: QueryClient, typeId: number): Promise<void> {
  return queryClient.resetQueries({ queryKey: topQueries.matchmaking(typeId).queryKey, exact: true });
}
