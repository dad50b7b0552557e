import { infiniteQueryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { PlayerSchema } from '../api/entities';
import { pagedByMax } from './lists';
import { countedList, countedPage, maybeNum, num, numOr, textOr } from '../api/schema';
import { nextCupPage, nextPageAfterShortPage } from '../lib/cotdPaging';
import { readEndpoint } from './read';
import { cotdRanking, cupList } from './endpoints/cups';
import { competitionQueries } from './competitions';

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

export type RankingRow = v.InferOutput<typeof RankingRowSchema>;
export type RankingPage = v.InferOutput<typeof RankingPageSchema>;
export type CupListItem = v.InferOutput<typeof CupListItemSchema>;
export type CupListPage = v.InferOutput<typeof CupListPageSchema>;

/** How many results a page's answer sent: those read and those dropped as unreadable (a page is not short for them). */
/** How the Cup of the Day ranking is sorted, and the platforms of the cup list (the page's filters). */
export type RankingSort = 'totalplayed' | 'wins' | 'winstreak';
export type CupPlatform = 'crossplay' | 'pc' | 'xbl' | 'psn' | 'luna';

/** A cup's results change while it runs and never after its end: their fixedness follows the cup's own answer. */
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

  // A cup is an event of /api/comp: its own answer and its results are the events' queries (one key, one schema and
  // one kind per address for both areas): competitionQueries.event, challengeResults, challengeResultsPage,
  // matchResults.
  competition: (id: number) => competitionQueries.event(id),
};
