import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { GameMapSchema, PlayerSchema, TimeValueSchema } from '../api/entities';
import type { ReadVia } from '../api/scheduler';
import { countedList, list, maybe, maybeFlag, maybeNum, maybeText, num } from '../api/schema';
import { MAP_PAGE_SIZES, hasPageAfter, pageRange, parseOffsetParam, type RowRange } from '../lib/leaderboard';
import type { QueryClient } from '@tanstack/react-query';
import { isRecord } from '../lib/isRecord';
import { ANSWER_KINDS, OWN_RECORD_FRESH_MS } from '../api/answerFreshness';
import { readEndpoint } from './read';
import { readEndpointVia } from './readVia';
import { boardRows, mapInfo, personalRecord, totdToday } from './endpoints/maps';

// The answers of a map leaderboard, decoded at the edge (API-NOTES.md "What changed by 2024": `tops` may be null,
// records carry `score`, `lockedLeaderboard` is gone from newer answers).

/** A daily cup a map was played in; `competitionmaps` may be null in newer answers (read as []). */
const CompetitionMetaSchema = v.object({
  competitionid: maybeNum,
  competitionmaps: list(v.object({ leaderboardgroupid: maybeText, mapuid: maybeText })),
});

/**
 * The cups of a map come as one object or as a list: one object (it has a cup's keys) is read as a list of one; an
 * object of cups keyed by id is read as its values, like any list.
 */
const CompetitionsSchema = v.pipe(
  v.unknown(),
  v.transform((input) =>
    isRecord(input) && ('competitionid' in input || 'competitionmaps' in input) ? [input] : input,
  ),
  list(CompetitionMetaSchema),
);

/** /api/map/{uid}: a map, plus the daily cups it was played in. */
export const MapInfoSchema = v.object({
  ...GameMapSchema.entries,
  competitionsmetadata: v.fallback(CompetitionsSchema, () => []),
});

/** One row of a map leaderboard: the player and the position are required (rows are merged by position). */
const LeaderboardRecordSchema = v.object({
  player: PlayerSchema,
  position: num,
  time: maybeNum,
  /** Newer answers carry it equal to `time`; hidden scores are -1. */
  score: maybeNum,
  /** Older answers of some kinds of maps. */
  points: maybeNum,
  filename: maybeText,
  timestamp: maybe(TimeValueSchema),
  url: maybeText,
});

/**
 * /api/leaderboard/{group}/{uid}: `tops` null, missing or unreadable reads as no rows, and `unread` counts the rows
 * that could not be read. Some routes send `playercount` 0 beside their rows (API-NOTES.md): that count is not known,
 * not zero, so it reads as missing.
 */
export const LeaderboardAnswerSchema = v.pipe(
  v.object({
    tops: countedList(LeaderboardRecordSchema),
    playercount: maybeNum,
    lockedLeaderboard: maybeFlag,
  }),
  v.transform(({ tops, ...answer }) => {
    const known = !(answer.playercount === 0 && tops.items.length > 0);
    return { ...answer, tops: tops.items, unread: tops.unread, playercount: known ? answer.playercount : undefined };
  }),
);

/** The signed-in player's record; an empty object when they have none. */
export const PersonalRecordSchema = v.object({
  score: maybeNum,
  time: maybeNum,
  respawnCount: maybeNum,
  rank: maybeNum,
  rankexact: maybeFlag,
  timestamp: maybe(TimeValueSchema),
  removed: maybeFlag,
  url: maybeText,
});

/** /api/totd/today: which map the current Track of the Day is, and its leaderboard group. */
export const TodaySchema = v.object({ uid: maybeText, group: maybeText });

export type CompetitionMeta = v.InferOutput<typeof CompetitionMetaSchema>;
export type MapInfo = v.InferOutput<typeof MapInfoSchema>;
export type LeaderboardRecord = v.InferOutput<typeof LeaderboardRecordSchema>;
export type LeaderboardAnswer = v.InferOutput<typeof LeaderboardAnswerSchema>;
export type PersonalRecord = v.InferOutput<typeof PersonalRecordSchema>;

/** The group a route names, or the map's own leaderboard ("map") when it names none. */
export const MAP_GROUP = 'map';

/** The game's own name for a map's all-time board: the board the API also answers as "map". */
export const PERSONAL_BEST_GROUP = 'Personal_Best';

/**
 * The one name a board goes by here: a route may name the all-time board "Personal_Best" (the game's name) or nothing
 * at all, and both are the "map" board. One name means one cached answer and one set of facts wherever it is shown.
 */
export const boardGroup = (group: string | undefined): string =>
  !group || group === PERSONAL_BEST_GROUP ? MAP_GROUP : group;

/** How a board's answers are read: straight or through the shared scheduler, and whether the board is closed. */
export interface BoardRead extends ReadVia {
  /** A closed board no longer changes: its answers are kept for the whole visit. */
  closed?: boolean;
}

/**
 * One row range: the only query that fetches rows, so a range asked for twice (by the table, a medal count, the records
 * grid) is answered from the cache. The fan-outs read through the shared scheduler (`read.scheduled`).
 */
export function rangeQuery(group: string, uid: string, range: RowRange, read: BoardRead = {}) {
  return queryOptions({
    queryKey: ['leaderboard', 'rows', group, uid, range.offset, range.length],
    queryFn: ({ signal }) =>
      readEndpointVia(boardRows, { group, uid }, LeaderboardAnswerSchema, {
        signal,
        via: read,
        query: { offset: range.offset, length: range.length },
      }),
    // The list query that asks for this range retries; retrying here too would double every wait.
    retry: false,
    meta: { answerKind: 'board' },
    ...(read.closed ? { staleTime: 'static' as const, gcTime: Number.POSITIVE_INFINITY } : {}),
  });
}

/**
 * One position of a board (offset=position-1&length=1) through the shared request scheduler, for the fan-outs that
 * read single positions (player counts, medal counts, trophy lines): the range query of that one row. `signal`: a
 * search's own, which drops the read from the queue even while another search shares it.
 */
export const positionQuery = (group: string, uid: string, position: number, closed: boolean, signal?: AbortSignal) =>
  rangeQuery(
    group,
    uid,
    { offset: position - 1, length: 1 },
    { scheduled: true, closed, ...(signal ? { signal } : {}) },
  );

/**
 * A map's player count and world record: the first row of its board, read for the answer's playercount (the records
 * grid's share of players ahead) and for that first row (the world record My records compares with the last visit),
 * through the shared scheduler: one request serves both. A key of its own, not the range query of that row: the
 * answer is kept an hour (in memory and across visits, the `playerCount` kind: a world record a day old would hide a
 * new one), while a row read for its score (the rank curve's first position) follows the board's minute; the two are
 * never read on one page.
 */
export const playerCountQuery = (group: string, uid: string, closed: boolean) =>
  queryOptions({
    queryKey: ['leaderboard', 'playerCount', group, uid],
    queryFn: ({ signal }) =>
      readEndpointVia(boardRows, { group, uid }, LeaderboardAnswerSchema, {
        signal,
        via: { scheduled: true },
        query: { offset: 0, length: 1 },
        what: 'this map’s player count',
      }),
    meta: closed ? { answerKind: 'playerCount', closed } : { answerKind: 'playerCount' },
    staleTime: closed ? ('static' as const) : ANSWER_KINDS.playerCount.freshMs,
  });

export interface RowsPage {
  range: RowRange;
  answer: LeaderboardAnswer;
}

export const leaderboardQueries = {
  map: (uid: string) =>
    queryOptions({
      queryKey: ['leaderboard', 'map', uid],
      queryFn: ({ signal }) => readEndpoint(mapInfo, { uid }, MapInfoSchema, { signal }),
      meta: { answerKind: 'mapInfo' },
    }),
  /** Pages from `start` on, growing 15, 35, 50, 50... rows; each page is one range query. */
  rows: (group: string, uid: string, start: number) =>
    infiniteQueryOptions({
      queryKey: ['leaderboard', 'list', group, uid, start],
      initialPageParam: 0,
      queryFn: async ({ pageParam, client, signal }): Promise<RowsPage> => {
        const range = pageRange(start, MAP_PAGE_SIZES, pageParam);
        // A range is reused while it is fresh (a jump back to an offset within the board's minute asks nothing); an
        // open board's range is asked again after its minute, a closed board's never. The list's signal cancels the
        // range's request too: a page left while its rows load stops asking.
        return { range, answer: await client.query(rangeQuery(group, uid, range, { signal })) };
      },
      // A short page is the last one (rows sent count, read or not), and so is the page after which the next would start
      // past offset 10000.
      getNextPageParam: (last, _all, lastParam) =>
        hasPageAfter(last.range, last.answer.tops.length + last.answer.unread) ? lastParam + 1 : undefined,
      // The board's closed flag is in the first page's answer.
      meta: { answerKind: 'board', answerAt: ['pages', 0, 'answer'] },
    }),
  /**
   * The signed-in player's record: the account id keeps one player's answer from showing to the next, and the answer
   * is kept in this browser for that account only (`ownRecord`). Always through the shared scheduler, a map page's
   * one record too: the player's own requests are never more than its few in flight.
   */
  personal: (group: string, uid: string, accountId: string, read: BoardRead = {}) =>
    queryOptions({
      queryKey: ['leaderboard', 'personal', group, uid, accountId],
      queryFn: ({ signal }) =>
        readEndpointVia(personalRecord, { group, uid }, PersonalRecordSchema, {
          signal,
          via: { ...read, scheduled: true },
        }),
      meta: read.closed ? { answerKind: 'ownRecord', accountId, closed: true } : { answerKind: 'ownRecord', accountId },
      ...(read.closed
        ? { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY }
        : { staleTime: OWN_RECORD_FRESH_MS }),
    }),
  today: () =>
    queryOptions({
      queryKey: ['leaderboard', 'today'],
      queryFn: ({ signal }) => readEndpoint(totdToday, {}, TodaySchema, { signal }),
      meta: { answerKind: 'totdToday' },
    }),
};

/**
 * The opening leaderboard page's answers, asked for as the app boots (app/prefetch.ts): the map and its first rows from
 * the address's offset, with the page's own queries. A Royal map, which has no rows, wastes this one small request.
 */
export function prefetchBoard(
  client: QueryClient,
  group: string | undefined,
  mapUid: string,
  offset: string | null,
): void {
  const ignore = () => undefined;
  void client.query(leaderboardQueries.map(mapUid)).catch(ignore);
  void client.infiniteQuery(leaderboardQueries.rows(boardGroup(group), mapUid, parseOffsetParam(offset))).catch(ignore);
}
