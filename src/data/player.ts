import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { revalidateNext } from '../api/client';
import * as v from 'valibot';
import { mapRefFields, PlayerMetaSchema, PlayerSchema, TimeValueSchema, ZoneSchema } from '../api/entities';
import { MatchmakingStandingSchema } from '../api/rankedEntities';
import { countedList, countedPage, list, maybe, maybeFlag, maybeNum, maybeText, numOr, text } from '../api/schema';
import type { ReadVia } from '../api/scheduler';
import { CotdPageSchema, type CotdPage } from './playerCotd';
import { readEndpointVia } from './readVia';
import { player, playerCotd, playerMatches, playerTrophies } from './endpoints/players';
import type { AnswerMeta } from '../api/answerMeta';
import { signedInAccount } from '../session/storage';

export * from './playerCotd';

// A player's answers (spec part 2, §3; API-NOTES "Player profile" and "What changed by 2024"), their schemas and
// query options. Read by the player page and the compare page, so both share one cache entry per answer. Only the
// account id of a profile and the keys lists are merged by are required: everything else may be missing.

const PlayerTrophiesSchema = v.object({
  points: maybeNum,
  timestamp: maybeText,
  /** Trophies per tier (9): an unreadable count is 0, so the others keep their tier. */
  counts: list(numOr(0)),
  echelon: maybeNum,
  zone: maybe(ZoneSchema),
  /** Positions along the zone chain, most specific zone first; an unreadable one stays in place as undefined. */
  zonepositions: list(maybeNum),
});

/** A profile's standing in one matchmaking type; without a readable `info` the entry is dropped. */
const MatchmakingEntrySchema = v.object({
  info: v.object({ ...MatchmakingStandingSchema.entries, accountid: maybeText }),
  total: maybeNum,
  /** Since 2024: the players active in that type. */
  totalactive: maybeNum,
});

/** /api/player/{id or vanity}: the account id is required, the rest of the profile may be missing. */
export const PlayerProfileSchema = v.object({
  accountid: text,
  displayname: maybeText,
  /** When the account started. */
  timestamp: maybeText,
  clubtag: maybeText,
  clubtagtimestamp: maybeText,
  trophies: maybe(PlayerTrophiesSchema),
  /** A 2024 profile may hold a single entry (3v3 only). */
  matchmaking: list(MatchmakingEntrySchema),
  /** Absent, {} or partly filled. */
  meta: maybe(PlayerMetaSchema),
});

/** A match of the history: the lobby id (the merge key) and the start are required. */
const PlayerMatchSchema = v.object({
  lid: text,
  starttime: TimeValueSchema,
  typename: maybeText,
  typeid: maybeNum,
  afterscore: maybeNum,
  win: maybeFlag,
  mvp: maybeFlag,
  leave: maybeFlag,
});

/** A page of the match history: the rows kept, and how many sent could not be read (`unread`: said, and paged as sent). */
export const PlayerMatchPageSchema = countedPage({ matches: countedList(PlayerMatchSchema) }, 'matches');

/** Achievement types include `CompetitionMatch`, solo-medal types `WeeklyShorts`: any text is read. */
const TrophyAchievementSchema = v.object({
  trophyAchievementId: maybeText,
  trophyAchievementType: maybeText,
  trophySoloMedalAchievementType: maybeText,
  trophySoloRankingAchievementType: maybeText,
  isOfficial: maybeFlag,
  competitionName: maybeText,
  competitionStage: maybeText,
  competitionStageStep: maybeText,
  competitionType: maybeText,
  gameMode: maybeText,
  duration: maybeNum,
  seasonId: maybeText,
});

/** A gain: its time is required (it keys a gain without an achievement id); `details` is `{rank}` or `{level, previousLevel}`. */
const TrophyGainSchema = v.object({
  timestamp: TimeValueSchema,
  achievement: maybe(TrophyAchievementSchema),
  details: maybe(v.object({ rank: maybeNum, level: maybeNum, previousLevel: maybeNum })),
  /** A map without a readable uid is left out (the row shows "-"). */
  map: maybe(v.object({ ...mapRefFields, authorplayer: maybe(PlayerSchema) })),
  counts: list(numOr(0)),
});

/** A page of trophy gains: `gains` and `unread` as in the match history. */
export const TrophyGainPageSchema = countedPage(
  {
    gains: countedList(TrophyGainSchema),
    total: maybeNum,
    page: maybeNum,
  },
  'gains',
);

export type PlayerTrophies = v.InferOutput<typeof PlayerTrophiesSchema>;
export type MatchmakingEntry = v.InferOutput<typeof MatchmakingEntrySchema>;
export type PlayerProfile = v.InferOutput<typeof PlayerProfileSchema>;
export type PlayerMatch = v.InferOutput<typeof PlayerMatchSchema>;
export type PlayerMatchPage = v.InferOutput<typeof PlayerMatchPageSchema>;
export type TrophyAchievement = v.InferOutput<typeof TrophyAchievementSchema>;
export type TrophyGain = v.InferOutput<typeof TrophyGainSchema>;
export type TrophyGainPage = v.InferOutput<typeof TrophyGainPageSchema>;

/** The API's error text for a player without any cup: the tab shows the no-participation message instead. */
export const NO_COTD_DATA = 'no player cotd data available';

/** The spec's page size for match histories: a shorter page is the last one. */
export const PLAYER_MATCHES_PAGE_SIZE = 25;

/**
 * Next page while the rows sent so far are fewer than the answer's total and the last page was not empty. `sent` is each
 * page's rows read plus those dropped as unreadable (the total counts them too).
 */
function nextByTotal(total: number | undefined, sent: readonly number[], lastPage: number): number | undefined {
  const loaded = sent.reduce((sum, rows) => sum + rows, 0);
  return sent.at(-1) === 0 || total === undefined || loaded >= total ? undefined : lastPage + 1;
}

/** The start of every player profile's query key: a saved profile edit marks them all stale. */
export const PLAYER_PROFILE_KEY = ['player', 'profile'] as const;

/**
 * The signed-in player saved their profile: every profile this browser holds is asked for again, each past the
 * site's shared cache (which would answer the one from before the save for a few minutes more), and so is the
 * player's own under their account id.
 */
export function playerProfileChanged(client: QueryClient, accountId: string): void {
  const held = client
    .getQueryCache()
    .findAll({ queryKey: PLAYER_PROFILE_KEY })
    .map((query) => query.queryKey[PLAYER_PROFILE_KEY.length]);
  for (const idOrVanity of new Set([accountId, ...held])) {
    if (typeof idOrVanity === 'string') revalidateNext(player.address({ id: idOrVanity }));
  }
  void client.invalidateQueries({ queryKey: PLAYER_PROFILE_KEY });
}

/**
 * How a player's answers are kept: across visits, never fixed (a history page shifts with each new entry). The
 * signed-in player's own are kept under their account and fresh when restored (`ownPlayer`, decision record 018),
 * whichever page asks: one meta for one key, so the page that looked last does not decide.
 */
function playerMeta(idOrVanity: string): AnswerMeta {
  const account = signedInAccount();
  return account !== '' && idOrVanity.toLowerCase() === account.toLowerCase()
    ? { answerKind: 'ownPlayer', accountId: account }
    : { answerKind: 'player' };
}

/** A player's Cup of the Day results in one view (main cups or all, an order): its key, and the fetch of one page. */
const cotdKey = (accountId: string, includeReruns: boolean, order: string) =>
  ['player', 'cotd', accountId, includeReruns, order] as const;
const readCotdPage = (
  accountId: string,
  includeReruns: boolean,
  order: string,
  page: number,
  signal: AbortSignal,
  via?: ReadVia,
) =>
  readEndpointVia(playerCotd, { id: accountId, page }, CotdPageSchema, {
    signal,
    query: { includeReruns, order },
    via,
  });

export const playerQueries = {
  /** `via.scheduled`: for the fan-outs (the Following page), under the same key as the player page's. */
  profile: (idOrVanity: string, via?: ReadVia) =>
    queryOptions({
      queryKey: [...PLAYER_PROFILE_KEY, idOrVanity],
      queryFn: ({ signal }) => readEndpointVia(player, { id: idOrVanity }, PlayerProfileSchema, { signal, via }),
      meta: playerMeta(idOrVanity),
    }),
  /** `via.scheduled`: for the season recap's paging back, under the same key as the tab's. */
  matches: (accountId: string, typeId: number, via?: ReadVia) =>
    infiniteQueryOptions({
      queryKey: ['player', 'matches', accountId, typeId],
      queryFn: ({ pageParam, signal }) =>
        readEndpointVia(playerMatches, { id: accountId, type: typeId, page: pageParam }, PlayerMatchPageSchema, {
          signal,
          via,
        }),
      initialPageParam: 0,
      getNextPageParam: (last, _pages, lastPage) =>
        last.matches.length + last.unread < PLAYER_MATCHES_PAGE_SIZE ? undefined : lastPage + 1,
      meta: playerMeta(accountId),
    }),
  trophies: (accountId: string, via?: ReadVia) =>
    infiniteQueryOptions({
      queryKey: ['player', 'trophies', accountId],
      queryFn: ({ pageParam, signal }) =>
        readEndpointVia(playerTrophies, { id: accountId, page: pageParam }, TrophyGainPageSchema, { signal, via }),
      initialPageParam: 0,
      getNextPageParam: (last, pages, lastPage) =>
        nextByTotal(
          last.total,
          pages.map((page) => page.gains.length + page.unread),
          lastPage,
        ),
      meta: playerMeta(accountId),
    }),
  cotd: (accountId: string, includeReruns: boolean, order: string, via?: ReadVia) =>
    infiniteQueryOptions({
      queryKey: cotdKey(accountId, includeReruns, order),
      queryFn: ({ pageParam, signal }) => readCotdPage(accountId, includeReruns, order, pageParam, signal, via),
      initialPageParam: 0,
      getNextPageParam: (last, pages, lastPage) =>
        nextByTotal(
          last.total,
          pages.map((page) => page.cotds.length + page.unread),
          lastPage,
        ),
      meta: playerMeta(accountId),
    }),
  /** `cotd`'s first page alone, for a list of players (useQueries takes no infinite query): same key, fetch and data shape. */
  cotdFirstPage: (accountId: string, includeReruns: boolean, order: string, via?: ReadVia) =>
    queryOptions({
      queryKey: cotdKey(accountId, includeReruns, order),
      queryFn: async ({ signal }): Promise<InfiniteData<CotdPage, number>> => ({
        pages: [await readCotdPage(accountId, includeReruns, order, 0, signal, via)],
        pageParams: [0],
      }),
      meta: playerMeta(accountId),
    }),
};

/** A player's latest cups, main cups and reruns, newest first (My home, the "you" strips): the Cup of the Day tab's first page of that view. */
export const latestCupsQuery = (accountId: string) =>
  playerQueries.cotdFirstPage(accountId, true, 'dateDesc', { scheduled: true });
