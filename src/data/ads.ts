import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { TimeValueSchema } from '../api/entities';
import { list, maybe, maybeText, text, textOr } from '../api/schema';
import { toDate } from '../lib/timeValue';
import { readEndpoint } from './read';
import { ads } from './endpoints/ads';

/** An in-game ad (API-SHAPES.md): its uid is required (the boxes are keyed by it); an ad without one is dropped. */
const AdSchema = v.object({
  uid: text,
  name: textOr,
  /** "nadeo" (official) or "ugc" (community). */
  type: maybeText,
  url: maybeText,
  /** Unix seconds; some answers leave it out. */
  endtime: maybe(TimeValueSchema),
  img2x3: maybeText,
  img64x41: maybeText,
  img64x10: maybeText,
  img16x9: maybeText,
});

/** /api/ads. */
export const AdListSchema = v.object({ ads: list(AdSchema) });

export type Ad = v.InferOutput<typeof AdSchema>;
export type AdList = v.InferOutput<typeof AdListSchema>;

export const adsQueries = {
  list: () =>
    queryOptions({
      queryKey: ['ads'],
      queryFn: ({ signal }) => readEndpoint(ads, {}, AdListSchema, { signal }),
      meta: { answerKind: 'list' },
    }),
};

/** "Official" for the game maker's ads, "Community" for players' ones, the raw type for anything else. */
export function adTypeLabel(type: string | undefined): string {
  if (type === 'nadeo') return 'Official';
  if (type === 'ugc') return 'Community';
  return type ? type : 'Unknown';
}

/** Soonest end first; ads without a readable end time come last, in the API's order (the sort is stable). */
export function sortByEndTime(ads: readonly Ad[]): Ad[] {
  const end = (ad: Ad) => toDate(ad.endtime)?.valueOf() ?? Infinity;
  return [...ads].sort((a, b) => {
    const [x, y] = [end(a), end(b)];
    return x === y ? 0 : x < y ? -1 : 1;
  });
}

/** Image addresses are copied whole, so a relative one becomes absolute on this site. */
export function absoluteUrl(url: string): string {
  try {
    return new URL(url, location.origin).href;
  } catch {
    return url;
  }
}
