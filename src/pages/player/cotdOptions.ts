import type { UrlChanges } from '../../components/useUrlParam';

// The Cup of the Day tab's choices, kept in the query string (?includeReruns=true&order=rankAsc) so a reload or a
// shared link shows the same view. Defaults are left out of the address; unknown values fall back to them.

export const COTD_ORDERS = [
  { value: 'dateDesc', label: 'Date (newest first)' },
  { value: 'dateAsc', label: 'Date (oldest first)' },
  { value: 'qualiRankPercentageDesc', label: 'Qualification rank % (highest first)' },
  { value: 'qualiRankPercentageAsc', label: 'Qualification rank % (lowest first)' },
  { value: 'qualiRankDesc', label: 'Qualification rank (highest first)' },
  { value: 'qualiRankAsc', label: 'Qualification rank (lowest first)' },
  { value: 'divRankDesc', label: 'Division rank (highest first)' },
  { value: 'divRankAsc', label: 'Division rank (lowest first)' },
  { value: 'divDesc', label: 'Division (highest first)' },
  { value: 'divAsc', label: 'Division (lowest first)' },
  { value: 'rankPercentageDesc', label: 'Rank % (highest first)' },
  { value: 'rankPercentageAsc', label: 'Rank % (lowest first)' },
  { value: 'rankDesc', label: 'Rank (highest first)' },
  { value: 'rankAsc', label: 'Rank (lowest first)' },
] as const;

export type CotdOrder = (typeof COTD_ORDERS)[number]['value'];
export const DEFAULT_COTD_ORDER: CotdOrder = 'dateDesc';

export interface CotdFilters {
  includeReruns: boolean;
  order: CotdOrder;
}

export function readCotdFilters(params: URLSearchParams): CotdFilters {
  const reruns = params.get('includeReruns');
  const order = COTD_ORDERS.find((option) => option.value === params.get('order'))?.value ?? DEFAULT_COTD_ORDER;
  return { includeReruns: reruns === 'true' || reruns === '1', order };
}

export type CotdFilterParam = 'includeReruns' | 'order';

/** The address parameters of new choices: a default is no parameter. */
export function cotdFilterChanges(filters: CotdFilters): UrlChanges<CotdFilterParam> {
  return { includeReruns: filters.includeReruns ? 'true' : null, order: filters.order === DEFAULT_COTD_ORDER ? null : filters.order };
}
