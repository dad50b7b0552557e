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

/** The query string for new choices; other parameters are kept. */
export function writeCotdFilters(params: URLSearchParams, filters: CotdFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filters.includeReruns) next.set('includeReruns', 'true');
  else next.delete('includeReruns');
  if (filters.order === DEFAULT_COTD_ORDER) next.delete('order');
  else next.set('order', filters.order);
  return next;
}
