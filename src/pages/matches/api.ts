import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import type { TimeValue } from '../../api/types';

/** The spec's page size: a shorter page is the last one. */
export const MATCHES_PAGE_SIZE = 25;

/** The tabs, in order; the id goes into the route, the type id into the API call (spec §9). */
export const MATCH_TABS = [
  { id: '2v2', label: '2v2', typeId: 5 },
  { id: '3v3', label: '3v3', typeId: 2 },
  { id: 'royal', label: 'Royal', typeId: 3 },
] as const;

export type MatchTab = (typeof MATCH_TABS)[number];
export const DEFAULT_MATCH_TAB: MatchTab = MATCH_TABS[0];

/** The tab of a route segment: none is the default tab, an unknown one is undefined. */
export function matchTabOf(segment: string | undefined): MatchTab | undefined {
  if (segment === undefined) return DEFAULT_MATCH_TAB;
  return MATCH_TABS.find((tab) => tab.id === segment.toLowerCase());
}

export interface MatchListMap {
  mapUid: string;
  name: string;
}

export interface MatchListItem {
  id: number;
  lid: string;
  /** Unix seconds from the API; an ISO string is read as well. */
  starttime: TimeValue;
  status: string;
  maps?: MatchListMap[];
}

export interface MatchListPage {
  matches?: MatchListItem[];
}

/** The next page index, or undefined once a page comes back shorter than a full one. */
export function nextMatchesPage(last: MatchListPage, lastPage: number): number | undefined {
  return (last.matches ?? []).length < MATCHES_PAGE_SIZE ? undefined : lastPage + 1;
}

export const matchesQueries = {
  list: (typeId: number) =>
    infiniteQueryOptions({
      queryKey: ['matches', 'list', typeId],
      queryFn: ({ pageParam, signal }) => apiGet<MatchListPage>(`/api/matches/${typeId}/${pageParam}`, { signal }),
      initialPageParam: 0,
      getNextPageParam: (last, _pages, lastPage) => nextMatchesPage(last, lastPage),
    }),
};
