import { infiniteQueryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { mapRefFields, TimeValueSchema } from '../api/entities';
import { list, maybe, num, countedList, sentCount, text, textOr } from '../api/schema';
import { readEndpoint } from './read';
import { matchList } from './endpoints/matches';

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

/** A map of a listed match: its uid is required; a name that cannot be read is ''. */
const MatchListMapSchema = v.object(mapRefFields);

/** A listed match: rows are merged by live id and show the id, so both are required. */
const MatchListItemSchema = v.object({
  id: num,
  lid: text,
  /** Unix seconds from the API; an ISO string is read as well. */
  starttime: maybe(TimeValueSchema),
  status: textOr,
  maps: list(MatchListMapSchema),
});

/** /api/matches/{type}/{page}. */
export const MatchListPageSchema = v.object({
  matches: countedList(MatchListItemSchema),
});

export type MatchListMap = v.InferOutput<typeof MatchListMapSchema>;
export type MatchListItem = v.InferOutput<typeof MatchListItemSchema>;
export type MatchListPage = v.InferOutput<typeof MatchListPageSchema>;

/**
 * The next page index, or undefined once a page comes back shorter than a full one. Matches that could not be read
 * were sent all the same: they count towards a full page.
 */
export function nextMatchesPage(last: MatchListPage, lastPage: number): number | undefined {
  return sentCount(last.matches) < MATCHES_PAGE_SIZE ? undefined : lastPage + 1;
}

export const matchesQueries = {
  list: (typeId: number) =>
    infiniteQueryOptions({
      queryKey: ['matches', 'list', typeId],
      queryFn: ({ pageParam, signal }) =>
        readEndpoint(matchList, { type: typeId, page: pageParam }, MatchListPageSchema, { signal }),
      meta: { answerKind: 'liveList' },
      initialPageParam: 0,
      getNextPageParam: (last, _pages, lastPage) => nextMatchesPage(last, lastPage),
    }),
};
