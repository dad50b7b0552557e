import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import type { Player } from '../../api/types';
import type { CupPlatform, RankingSort } from './filters';
import { nextCupPage, nextPageAfterShortPage } from './paging';
import { listOf } from '../../lib/listOf';
import { totdMonthQuery } from '../../api/totd';

// Response shapes of the Cup of the Day calls and of the competition calls a cup page uses.
// Lists may be missing from odd answers: readers go through `listOf`.

export interface RankingRow {
  position: number;
  player: Player;
  totalplayed: number;
  totalplayedreruns: number;
  wins: number;
  winsreruns: number;
  winstreak: number;
  winstreakreruns: number;
}

export interface RankingPage {
  players?: RankingRow[];
  page?: number;
}

export interface CupListItem {
  id: number;
  name: string;
  /** Unix seconds. */
  starttime: number;
  endtime?: number;
  players: number;
}

export interface CupListPage {
  competitions?: CupListItem[];
  page?: number;
  /** The number of pages. */
  page_max?: number;
}

export interface CompetitionMatch {
  id: number;
  name: string;
  completed?: boolean;
}

export interface CompetitionRound {
  id: number;
  name: string;
  status?: string;
  startdate?: number;
  enddate?: number;
  matches?: CompetitionMatch[];
  challenges?: { id: number; name: string }[];
}

export interface Competition {
  id: number;
  name: string;
  numplayers?: number;
  /** Unix seconds. */
  startdate?: number;
  enddate?: number;
  rounds?: CompetitionRound[];
}

export interface CompetitionResult {
  player: Player;
  position: number;
  /** A race time in ms for a qualification; a match's own score otherwise. */
  score: number;
}

export interface CompetitionResultsPage {
  results?: CompetitionResult[];
}


const rankingPath = (page: number, sort: RankingSort, reruns: boolean) => `/api/cotd/players/${page}/${sort}${reruns ? 'reruns' : ''}`;

export const cotdQueries = {
  ranking: (sort: RankingSort, reruns: boolean) =>
    infiniteQueryOptions({
      queryKey: ['cotd', 'ranking', sort, reruns],
      queryFn: ({ pageParam, signal }) => apiGet<RankingPage>(rankingPath(pageParam, sort, reruns), { signal }),
      initialPageParam: 0,
      getNextPageParam: (_last, pages, lastParam) => nextPageAfterShortPage(pages.map((page) => listOf(page.players)), lastParam),
    }),

  cups: (platform: CupPlatform) =>
    infiniteQueryOptions({
      queryKey: ['cotd', 'cups', platform],
      queryFn: ({ pageParam, signal }) => apiGet<CupListPage>(`/api/cotd/${pageParam}?platform=${platform}`, { signal }),
      initialPageParam: 0,
      getNextPageParam: (last, _pages, lastParam) => nextCupPage(listOf(last.competitions).length, last.page_max, lastParam),
    }),

  competition: (id: number) =>
    queryOptions({
      queryKey: ['cotd', 'competition', id],
      queryFn: ({ signal }) => apiGet<Competition>(`/api/comp/${id}`, { signal }),
    }),

  qualification: (competitionId: number, challengeId: number) =>
    infiniteQueryOptions({
      queryKey: ['cotd', 'competition', competitionId, 'challenge', challengeId],
      queryFn: ({ pageParam, signal }) =>
        apiGet<CompetitionResultsPage>(`/api/comp/${competitionId}/challenge/${challengeId}/${pageParam}`, { signal }),
      initialPageParam: 0,
      getNextPageParam: (_last, pages, lastParam) => nextPageAfterShortPage(pages.map((page) => listOf(page.results)), lastParam),
    }),

  division: (competitionId: number, matchId: number) =>
    infiniteQueryOptions({
      queryKey: ['cotd', 'competition', competitionId, 'match', matchId],
      queryFn: ({ pageParam, signal }) => apiGet<CompetitionResultsPage>(`/api/comp/${competitionId}/match/${matchId}/${pageParam}`, { signal }),
      initialPageParam: 0,
      getNextPageParam: (_last, pages, lastParam) => nextPageAfterShortPage(pages.map((page) => listOf(page.results)), lastParam),
    }),

  /** The Track of the Day month of a cup's date: the cup's map is that day's track. */
  totdMonth: totdMonthQuery,
};
