import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import type { MatchmakingStanding, Player } from './types';

// Player search (spec part 2, §2 and §5): the players page and every player picker ask it the same way.

/** The spec's page size of player search: a shorter page is the last one (spec §9). */
export const SEARCH_PAGE_SIZE = 50;
/** Shorter searches make no request (spec §5). */
export const MIN_SEARCH_LENGTH = 4;
export const SHORT_SEARCH_MESSAGE = 'Type at least 4 characters.';

/** One result of search or of a group: the matchmaking items are flat (no `info` wrapper, see API-NOTES). */
export interface PlayerSearchResult {
  player: Player;
  matchmaking?: MatchmakingStanding[];
}

function isResult(value: unknown): value is PlayerSearchResult {
  if (typeof value !== 'object' || value === null || !('player' in value)) return false;
  const { player } = value;
  return typeof player === 'object' && player !== null && 'id' in player && typeof player.id === 'string';
}

/** The API answers a bare array (odd items are skipped); any other answer is reported, not shown as "no players". */
export function resultsOf(answer: unknown): PlayerSearchResult[] {
  if (!Array.isArray(answer)) throw new Error('The server sent an unexpected answer (not a list of players).');
  return answer.filter(isResult);
}

/** The next page, or undefined once a page comes back with fewer than 50 results. */
export function nextSearchPage(last: readonly PlayerSearchResult[], lastPage: number): number | undefined {
  return last.length < SEARCH_PAGE_SIZE ? undefined : lastPage + 1;
}

export function searchPath(search: string, page: number): string {
  return `/api/players/find?search=${encodeURIComponent(search)}&page=${page}`;
}

/** One search's pages of results. */
export const playerSearchQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: ['players', 'search', search],
    queryFn: async ({ pageParam, signal }) => resultsOf(await apiGet<unknown>(searchPath(search, pageParam), { signal })),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, lastPage) => nextSearchPage(last, lastPage),
    enabled: search.length >= MIN_SEARCH_LENGTH,
  });
