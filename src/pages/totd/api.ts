import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import type { GameMap } from '../../api/types';

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

export const totdQueries = {
  month: (offset: number) =>
    queryOptions({
      queryKey: ['totd', 'month', offset],
      queryFn: ({ signal }) => apiGet<TotdMonth>(`/api/totd/${offset}`, { signal }),
    }),
};

export type TotdDayWithMap = TotdDay & { map: GameMap };

/** The days that have a map, newest first: the list stops at the first day without a map. */
export function daysToShow(days: TotdDay[] | undefined): TotdDayWithMap[] {
  const shown: TotdDayWithMap[] = [];
  for (const day of Array.isArray(days) ? days : []) {
    if (!day.map) break;
    shown.push(day as TotdDayWithMap);
  }
  return shown.reverse();
}
