import { infiniteQueryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { PlayerSchema } from '../api/entities';
import { MatchmakingStandingSchema } from '../api/rankedEntities';
import { countedList, list, sentCount, type CountedList } from '../api/schema';
import { readEndpoint } from './read';
import { playerSearch } from './endpoints/players';

// Player search (spec part 2, §2 and §5): the players page and every player picker ask it the same way.

/** The spec's page size of player search: a shorter page is the last one (spec §9). */
export const SEARCH_PAGE_SIZE = 50;
/** Shorter searches make no request (spec §5). */
export const MIN_SEARCH_LENGTH = 4;
export const SHORT_SEARCH_MESSAGE = 'Type at least 4 characters.';

/** One result of search or of a group: a player with an account id; the matchmaking items are flat (no `info` wrapper). */
const PlayerSearchResultSchema = v.object({
  player: PlayerSchema,
  matchmaking: list(MatchmakingStandingSchema),
});

/**
 * The API answers a bare array; a result without a readable player is dropped and counted (`unread`: the page says "1
 * player could not be read", and paging counts it as sent). Any other answer (an object such as `{players: []}`)
 * fails with an ApiError rather than show as "no players".
 */
export const PlayerListSchema = v.pipe(
  v.unknown(),
  v.check((answer) => Array.isArray(answer)),
  countedList(PlayerSearchResultSchema),
);

export type PlayerSearchResult = v.InferOutput<typeof PlayerSearchResultSchema>;

/** A page of search results or a group: the players read, and how many the answer sent that could not be. */
export type PlayerList = CountedList<PlayerSearchResult>;

/**
 * The next page, or undefined once a page comes back with fewer than 50 results. The results the answer sent count,
 * read or not: a full page with an unreadable result is not the short last one.
 */
export function nextSearchPage(last: PlayerList, lastPage: number): number | undefined {
  return sentCount(last) < SEARCH_PAGE_SIZE ? undefined : lastPage + 1;
}

/** One search's pages of results. */
export const playerSearchQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: ['players', 'search', search],
    queryFn: ({ pageParam, signal }) =>
      readEndpoint(playerSearch, {}, PlayerListSchema, { signal, query: { search, page: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, lastPage) => nextSearchPage(last, lastPage),
    enabled: search.length >= MIN_SEARCH_LENGTH,
    // The same for everyone, but never kept across visits: one entry per word typed.
    meta: { answerKind: 'search' },
  });
