import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { GameMapSchema } from '../api/entities';
import { list, maybe, maybeNum, num } from '../api/schema';
import { readEndpoint } from './read';
import { totdMonth } from './endpoints/totd';

// A Track of the Day month is read by several areas (the TOTD page, a cup's map on the COTD page, My records of a month)
// and asked for ahead of the first page (app/prefetch.ts): one query here, under one name, so all share one cache
// entry and the month is never fetched twice.

/** A day of the month; `map` is missing for days whose map is not out yet (or whose map could not be read). */
const TotdDaySchema = v.object({
  campaignid: maybeNum,
  map: maybe(GameMapSchema),
  leaderboarduid: v.fallback(v.string(), ''),
  monthday: num,
  /** 0 = Monday … 6 = Sunday. */
  weekday: v.fallback(num, -1),
});

/** /api/totd/{offset}: which month it is and how many there are are required; a day that cannot be read is dropped. */
export const TotdMonthSchema = v.object({
  year: num,
  month: num,
  lastday: maybeNum,
  monthoffset: maybeNum,
  monthcount: num,
  days: list(TotdDaySchema),
});

export type TotdDay = v.InferOutput<typeof TotdDaySchema>;
export type TotdMonth = v.InferOutput<typeof TotdMonthSchema>;

/** The month `offset` months back from the current TOTD month (0 = the current one). */
export const totdMonthQuery = (offset: number) =>
  queryOptions({
    queryKey: ['totd', 'month', offset],
    queryFn: ({ signal }) => readEndpoint(totdMonth, { offset }, TotdMonthSchema, { signal }),
    // A past month is fixed until the month turns; the offset says which it is (the answer does not).
    meta: { answerKind: 'totdMonth', monthOffset: offset },
  });
