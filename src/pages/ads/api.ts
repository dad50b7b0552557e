import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import { toDate } from '../../lib/timeValue';

export interface Ad {
  uid: string;
  name: string;
  /** "nadeo" (official) or "ugc" (community). */
  type?: string;
  url?: string;
  /** Unix seconds; some answers leave it out. */
  endtime?: number | string;
  img2x3?: string;
  img64x41?: string;
  img64x10?: string;
  img16x9?: string;
}

export interface AdList {
  ads?: Ad[];
}

export const adsQueries = {
  list: () =>
    queryOptions({
      queryKey: ['ads'],
      queryFn: ({ signal }) => apiGet<AdList>('/api/ads', { signal }),
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
