import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import type { GameMap } from './types';

// A Track of the Day month is read by two areas (the TOTD page, and a cup's map on the COTD page):
// one query here, so both share one cache entry and the month is never fetched twice.
export interface TotdDay {
  campaignid?: number;
  /** Missing for days whose map is not out yet. */
  map?: GameMap;
  leaderboarduid: string;
  monthday: number;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
}

export interface TotdMonth {
  year: number;
  month: number;
  lastday?: number;
  monthoffset?: number;
  monthcount: number;
  days?: TotdDay[];
}

/** The month `offset` months back from the current TOTD month (0 = the current one). */
export const totdMonthQuery = (offset: number) =>
  queryOptions({
    queryKey: ['totd', 'month', offset],
    queryFn: ({ signal }) => apiGet<TotdMonth>(`/api/totd/${offset}`, { signal }),
  });
