import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { PlayerSchema } from '../api/entities';
import { pagedByMax } from './lists';
import { countedList, countedPage, maybeNum, num, numOr, textOr } from '../api/schema';
import type { ReadVia } from '../api/scheduler';
import { nextCupPage, nextPageAfterShortPage } from '../lib/cotdPaging';
import { readEndpoint } from './read';
import { readEndpointVia } from './readVia';
import { challengeResults, cotdRanking, cupList, matchResults } from './endpoints/cups';
import { competitionKey, competitionQueries } from './competitions';

// The answers of the Cup of the Day calls and of the competition calls a cup page uses, decoded at the edge: a list
// that is missing or not a list reads as [], a row without its player or position is dropped, a count that cannot be
// read is 0 (API-NOTES.md: old cup names have no "#n", which the pages do not rely on).

/** A player of the all-time ranking; rows are merged by position. */
const RankingRowSchema = v.object({
  position: num,
  player: PlayerSchema,
  totalplayed: numOr(0),
  totalplayedreruns: numOr(0),
  wins: numOr(0),
  winsreruns: numOr(0),
  winstreak: numOr(0),
  winstreakreruns: numOr(0),
});

/**
 * /api/cotd/players/{page}/{sort}: `players` are the rows kept, `unread` counts the rows the answer sent that could not
 * be read (the page says so under the table, and paging counts them as sent).
 */
export const RankingPageSchema = countedPage({ players: countedList(RankingRowSchema), page: maybeNum }, 'players');

/** A cup of the list; cups are merged by id. An unreadable player count reads as NaN, shown as "-". */
const CupListItemSchema = v.object({
  id: num,
  name: textOr,
  /** Unix seconds. */
  starttime: maybeNum,
  endtime: maybeNum,
  players: numOr(Number.NaN),
});

/** /api/cotd/{page}: `page_max` is the number of pages; `competitions` and `unread` as in the ranking. */
export const CupListPageSchema = countedPage(
  {
    competitions: countedList(CupListItemSchema),
    ...pagedByMax,
  },
  'competitions',
);

/** A result of a qualification or a division; results are merged by player. */
const CompetitionResultSchema = v.object({
  player: PlayerSchema,
  position: num,
  /** A race time in ms for a qualification; a match's own score otherwise. 0 (no finish) when unreadable. */
  score: numOr(0),
});

/** /api/comp/{id}/challenge/{challenge}/{page} and /api/comp/{id}/match/{match}/{page}; `unread` as in the ranking. */
export const CompetitionResultsPageSchema = countedPage({ results: countedList(CompetitionResultSchema) }, 'results');

export type RankingRow = v.InferOutput<typeof RankingRowSchema>;
export type RankingPage = v.InferOutput<typeof RankingPageSchema>;
export type CupListItem = v.InferOutput<typeof CupListItemSchema>;
export type CupListPage = v.InferOutput<typeof CupListPageSchema>;
export type CompetitionResult = v.InferOutput<typeof CompetitionResultSchema>;
export type CompetitionResultsPage = v.InferOutput<typeof CompetitionResultsPageSchema>;

/** How many results a page's answer sent: those read and those dropped as unreadable (a page is not short for them). */
export const sentResults = (page: CompetitionResultsPage): number => page.results.length + page.unread;

/** How the Cup of the Day ranking is sorted, and the platforms of the cup list (the page's filters). */
export type RankingSort = 'totalplayed' | 'wins' | 'winstreak';
export type CupPlatform = 'crossplay' | 'pc' | 'xbl' | 'psn' | 'luna';

/** A cup's results change while it runs and never after its end: their fixedness follows the cup's own answer. */
const resultsMeta = (competitionId: number) =>
  ({ answerKind: 'cupResults', parentKey: competitionKey(competitionId) }) as const;

/** One page of a qualification's results. */
const qualificationPage = (
  competitionId: number,
  challengeId: number,
  page: number,
  signal: AbortSignal,
  via?: ReadVia,
) =>
  readEndpointVia(challengeResults, { id: competitionId, challenge: challengeId, page }, CompetitionResultsPageSchema, {
    signal,
    what: 'the qualification results',
    via,
  });

export const cotdQueries = {
  ranking: (sort: RankingSort, reruns: boolean) =>
    infiniteQueryOptions({
      queryKey: ['cotd', 'ranking', sort, reruns],
      queryFn: ({ pageParam, signal }) =>
        readEndpoint(cotdRanking, { page: pageParam, sort: `${sort}${reruns ? 'reruns' : ''}` }, RankingPageSchema, {
          signal,
        }),
      initialPageParam: 0,
      getNextPageParam: (_last, pages, lastParam) =>
        nextPageAfterShortPage(
          pages.map((page) => page.players.length + page.unread),
          lastParam,
        ),
      meta: { answerKind: 'list' },
    }),

  cups: (platform: CupPlatform) =>
    infiniteQueryOptions({
      queryKey: ['cotd', 'cups', platform],
      queryFn: ({ pageParam, signal }) =>
        readEndpoint(cupList, { page: pageParam }, CupListPageSchema, { signal, query: { platform } }),
      initialPageParam: 0,
      getNextPageParam: (last, _pages, lastParam) =>
        nextCupPage(last.competitions.length + last.unread, last.page_max, lastParam),
      meta: { answerKind: 'list' },
    }),

  /** The cup's own answer: the events' one query of /api/comp/{id} (one key, one schema, one kind for both areas). */
  competition: (id: number) => competitionQueries.event(id),

  qualification: (competitionId: number, challengeId: number) =>
    infiniteQueryOptions({
      queryKey: [...competitionKey(competitionId), 'challenge', challengeId, 'cup'],
      queryFn: ({ pageParam, signal }) => qualificationPage(competitionId, challengeId, pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: (_last, pages, lastParam) => nextPageAfterShortPage(pages.map(sentResults), lastParam),
      meta: resultsMeta(competitionId),
    }),

  /** One qualification page on its own, for the cut-offs: read through the shared request queue. */
  qualificationPage: (competitionId: number, challengeId: number, page: number) =>
    queryOptions({
      queryKey: [...competitionKey(competitionId), 'challenge', challengeId, 'cup', 'page', page],
      queryFn: ({ signal }) => qualificationPage(competitionId, challengeId, page, signal, { scheduled: true }),
      retry: false,
      meta: resultsMeta(competitionId),
    }),

  division: (competitionId: number, matchId: number) =>
    infiniteQueryOptions({
      queryKey: [...competitionKey(competitionId), 'match', matchId, 'cup'],
      queryFn: ({ pageParam, signal }) =>
        readEndpoint(
          matchResults,
          { id: competitionId, match: matchId, page: pageParam },
          CompetitionResultsPageSchema,
          { signal, what: 'the division results' },
        ),
      initialPageParam: 0,
      getNextPageParam: (_last, pages, lastParam) => nextPageAfterShortPage(pages.map(sentResults), lastParam),
      meta: resultsMeta(competitionId),
    }),
};
