import type { GameMap } from '../../api/types';
import type { TotdDay } from '../../data/totd';

// The month's query is the shared one (totdMonthQuery in src/data/totd.ts): the cup and records pages read it too.
export type { TotdDay, TotdMonth } from '../../data/totd';

export type TotdDayWithMap = TotdDay & { map: GameMap };

/** The days that have a map, newest first: the list stops at the first day without a map. */
export function daysToShow(days: TotdDay[] | undefined): TotdDayWithMap[] {
  const shown: TotdDayWithMap[] = [];
  for (const day of days ?? []) {
    if (!day.map) break;
    shown.push(day as TotdDayWithMap);
  }
  return shown.reverse();
}
