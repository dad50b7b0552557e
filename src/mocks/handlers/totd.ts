import { rngFor } from '../data/random';
import { mockMap } from '../data/maps';
import { DAY_SECONDS } from '../data/time';
import { totdDayAt, totdMonthBack, totdMonthCountAt } from '../data/parisClock';
import { totdUid } from '../data/mapUids';
import { apiError, mockEndpoint } from './respond';
import * as api from '../../data/endpoints';

// Track of the Day months back to July 2020; the current month is filled up to today's map.
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const weekdayOf = (year: number, month: number, day: number) =>
  (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;

/** The leaderboard group of a month's daily maps. */
export function totdGroup(year: number, month: number): string {
  return rngFor('totd-group', year, month).uuid();
}

/** The map of one day (stable: the same day always has the same map). */
export function totdMap(year: number, month: number, day: number) {
  const uploadedAt =
    Date.UTC(year, month - 1, day) / 1000 - rngFor('totd-upload', year, month, day).int(3, 40) * DAY_SECONDS;
  return mockMap(`totd-${year}-${month}-${day}`, { uploadedAt, uid: totdUid(year, month, day) });
}

/** The map of the current Track of the Day and its month's group, as /api/totd/today answers. */
export function totdToday() {
  const today = totdDayAt(Date.now());
  return { uid: totdUid(today.year, today.month, today.day), group: totdGroup(today.year, today.month) };
}

export const totdHandlers = [
  // Before /api/totd/:offset, which would answer "today" as an invalid offset.
  mockEndpoint(api.totdToday, () => totdToday()),
  mockEndpoint(api.totdMonth, (context) => {
    const offset = context.args.offset;
    const now = Date.now();
    const count = totdMonthCountAt(now);
    if (offset === undefined || offset >= count) return apiError('Invalid month offset.');
    const { year, month } = totdMonthBack(offset, now);
    const today = totdDayAt(now);
    const isCurrent = offset === 0;
    const lastday = daysIn(year, month);
    const group = totdGroup(year, month);
    const days = Array.from({ length: lastday }, (_, i) => {
      const monthday = i + 1;
      const released = !context.empty && (!isCurrent || monthday <= today.day);
      return {
        campaignid: 20_000 + (year - 2020) * 12 + month,
        leaderboarduid: group,
        monthday,
        weekday: weekdayOf(year, month, monthday),
        ...(released ? { map: totdMap(year, month, monthday) } : {}),
      };
    });
    return { year, month, lastday, monthoffset: offset, monthcount: count, days };
  }),
];
