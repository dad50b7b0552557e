import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import type { MatchmakingStanding, Player } from '../../api/types';

/** The spec's page size of player search: a shorter page is the last one (spec §9). */
export const SEARCH_PAGE_SIZE = 50;
/** Shorter searches make no request (spec §5). */
export const MIN_SEARCH_LENGTH = 4;
export const SHORT_SEARCH_MESSAGE = 'Type at least 4 characters.';

/** The tabs, in order: the route segment is also the API's group name (search has no segment). */
export const PLAYER_TABS = [
  { id: 'search', label: 'Search', group: undefined },
  { id: 'nadeo', label: 'Nadeo', group: 'nadeo' },
  { id: 'sponsor', label: 'Sponsors', group: 'sponsor' },
  { id: 'team', label: 'Team', group: 'team' },
] as const;

export type PlayerTab = (typeof PLAYER_TABS)[number];
export type PlayerGroupTab = Extract<PlayerTab, { group: string }>;

/** The tab of a route segment: none is Search, an unknown one is undefined. */
export function playerTabOf(segment: string | undefined): PlayerTab | undefined {
  if (segment === undefined) return PLAYER_TABS[0];
  return PLAYER_TABS.find((tab) => tab.group === segment.toLowerCase());
}

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

export const playersQueries = {
  search: (search: string) =>
    infiniteQueryOptions({
      queryKey: ['players', 'search', search],
      queryFn: async ({ pageParam, signal }) => resultsOf(await apiGet<unknown>(searchPath(search, pageParam), { signal })),
      initialPageParam: 0,
      getNextPageParam: (last, _pages, lastPage) => nextSearchPage(last, lastPage),
      enabled: search.length >= MIN_SEARCH_LENGTH,
    }),
  group: (group: string) =>
    queryOptions({
      queryKey: ['players', 'group', group],
      queryFn: async ({ signal }) => resultsOf(await apiGet<unknown>(`/api/players/group/${encodeURIComponent(group)}`, { signal })),
    }),
};
