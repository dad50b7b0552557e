import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import type { Player } from '../../api/types';
import { listOf } from '../../lib/listOf';

// Response shapes of the event calls (spec part 2 §7 "Events", API-SHAPES.md). Everything the API may leave out
// is optional; lists go through `listOf`; links and texts may be empty strings and times 0.

/** An item of /api/competitions/{page}. Only new events have a competitionid; legacy ones send 0 or nothing. */
export interface EventListItem {
  id: number;
  competitionid?: number;
  clubid?: number;
  name: string;
  /** Unix seconds (also below). */
  timestamp?: number;
  startdate?: number;
  enddate?: number;
  numplayers?: number;
  logourl?: string;
  creatorplayer?: Player;
}

export interface EventListPage {
  competitions?: EventListItem[];
  page?: number;
  /** The number of pages. */
  page_max?: number;
}

export interface RoundMatch {
  id: number;
  name: string;
  completed?: boolean;
}

export interface Round {
  id: number;
  name: string;
  status?: string;
  startdate?: number;
  enddate?: number;
  matches?: RoundMatch[];
  challenges?: { id: number; name: string }[];
}

/** Links and texts shared by new and legacy events. */
export interface EventTexts {
  name: string;
  description?: string;
  logourl?: string;
  streamurl?: string;
  websiteurl?: string;
  rulesurl?: string;
  startdate?: number;
  enddate?: number;
  numplayers?: number;
  creatorplayer?: Player;
}

/** /api/comp/{id}. */
export interface Competition extends EventTexts {
  id: number;
  liveid?: string;
  clubid?: number;
  clubname?: string;
  registrationstart?: number;
  registrationend?: number;
  rounds?: Round[];
}

/** /api/competition/{id} (legacy). */
export interface LegacyCompetition extends EventTexts {
  id: number;
  /** 0 when there was no player limit. */
  maxplayers?: number;
}

export interface Team {
  id: number;
  name: string;
  players?: Player[];
}

/** /api/comp/{id}/teams: the shape is not documented; a bare array is read too. */
export type TeamsAnswer = { teams?: Team[] } | Team[];

/** A challenge admin: only one client reads `displayname`. */
export interface ChallengeAdmin {
  accountid: string;
  displayname?: string;
}

export interface Challenge {
  id: number;
  name: string;
  status?: string;
  servers?: number;
  mapcount?: number;
  maps?: { mapUid: string }[];
  admins?: ChallengeAdmin[];
}

export interface EventResult {
  position: number;
  player: Player;
  score: number;
  /** A team name in team events (an id in some answers). */
  team?: string | number | null;
}

export interface ResultsPage {
  results?: EventResult[];
  /** The number of pages, when the call sends it (the leaderboards). */
  page_max?: number;
}

export function teamsOf(answer: TeamsAnswer | undefined): Team[] {
  if (Array.isArray(answer)) return answer;
  return listOf(answer?.teams);
}

/**
 * The smallest page size a result call is known to use (node-trackmania.io documents 25 for matches): a first page
 * shorter than this is the whole list, so a match of nine players offers no Load more that would only find nothing.
 */
export const MIN_RESULTS_PAGE_SIZE = 25;

/**
 * The page after `lastParam`, or undefined on the last one: `page_max` when the answer has it, otherwise an empty
 * page, a first page under MIN_RESULTS_PAGE_SIZE or a page shorter than the first ends the list (the result calls
 * send no page count).
 */
export function nextResultsPage(pages: readonly ResultsPage[], lastParam: number): number | undefined {
  const last = pages.at(-1);
  const lastRows = listOf(last?.results).length;
  if (lastRows === 0) return undefined;
  if (typeof last?.page_max === 'number') return lastParam + 1 < last.page_max ? lastParam + 1 : undefined;
  const firstRows = listOf(pages[0]?.results).length;
  return lastRows < firstRows || firstRows < MIN_RESULTS_PAGE_SIZE ? undefined : lastParam + 1;
}

/** The next page of the event list: `page_max` counts the pages; an empty page ends the list too. */
export function nextEventPage(last: EventListPage, lastParam: number): number | undefined {
  if (listOf(last.competitions).length === 0) return undefined;
  if (typeof last.page_max === 'number') return lastParam + 1 < last.page_max ? lastParam + 1 : undefined;
  return lastParam + 1;
}

export function eventListPath(page: number, search: string): string {
  return search === '' ? `/api/competitions/${page}` : `/api/competitions/${page}?search=${encodeURIComponent(search)}`;
}

const resultsQuery = (key: readonly (string | number)[], path: (page: number) => string) =>
  infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => apiGet<ResultsPage>(path(pageParam), { signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages, lastParam) => nextResultsPage(pages, lastParam),
  });

export const competitionQueries = {
  list: (search: string) =>
    infiniteQueryOptions({
      queryKey: ['competitions', 'list', search],
      queryFn: ({ pageParam, signal }) => apiGet<EventListPage>(eventListPath(pageParam, search), { signal }),
      initialPageParam: 0,
      getNextPageParam: (last, _pages, lastParam) => nextEventPage(last, lastParam),
    }),

  event: (id: number) =>
    queryOptions({
      queryKey: ['competitions', 'event', id],
      queryFn: ({ signal }) => apiGet<Competition>(`/api/comp/${id}`, { signal }),
    }),

  teams: (id: number) =>
    queryOptions({
      queryKey: ['competitions', 'event', id, 'teams'],
      queryFn: ({ signal }) => apiGet<TeamsAnswer>(`/api/comp/${id}/teams`, { signal }),
    }),

  challenge: (id: number, challengeId: number) =>
    queryOptions({
      queryKey: ['competitions', 'event', id, 'challenge', challengeId],
      queryFn: ({ signal }) => apiGet<Challenge>(`/api/comp/${id}/challenge/${challengeId}`, { signal }),
    }),

  challengeResults: (id: number, challengeId: number) =>
    resultsQuery(['competitions', 'event', id, 'challenge', challengeId, 'results'], (page) => `/api/comp/${id}/challenge/${challengeId}/${page}`),

  matchResults: (id: number, matchId: number) =>
    resultsQuery(['competitions', 'event', id, 'match', matchId, 'results'], (page) => `/api/comp/${id}/match/${matchId}/${page}`),

  leaderboard: (id: number) => resultsQuery(['competitions', 'event', id, 'leaderboard'], (page) => `/api/comp/${id}/leaderboard/${page}`),

  legacy: (id: number) =>
    queryOptions({
      queryKey: ['competitions', 'legacy', id],
      queryFn: ({ signal }) => apiGet<LegacyCompetition>(`/api/competition/${id}`, { signal }),
    }),

  legacyLeaderboard: (id: number) =>
    resultsQuery(['competitions', 'legacy', id, 'leaderboard'], (page) => `/api/competition/${id}/leaderboard/${page}`),
};
