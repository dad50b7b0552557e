import type { UrlChanges } from '../../components/useUrlParam';
import { defineChoices, type ChoiceId } from '../../lib/choices';

// The Cup of the Day tab's choices, kept in the query string (?includeReruns=true&order=rankAsc) so a reload or a
// shared link shows the same view. Defaults are left out of the address; unknown values fall back to them.

export const COTD_ORDERS = defineChoices(
  [
    { id: 'dateDesc', label: 'Date (newest first)' },
    { id: 'dateAsc', label: 'Date (oldest first)' },
    { id: 'qualiRankPercentageDesc', label: 'Qualification rank % (highest first)' },
    { id: 'qualiRankPercentageAsc', label: 'Qualification rank % (lowest first)' },
    { id: 'qualiRankDesc', label: 'Qualification rank (highest first)' },
    { id: 'qualiRankAsc', label: 'Qualification rank (lowest first)' },
    { id: 'divRankDesc', label: 'Division rank (highest first)' },
    { id: 'divRankAsc', label: 'Division rank (lowest first)' },
    { id: 'divDesc', label: 'Division (highest first)' },
    { id: 'divAsc', label: 'Division (lowest first)' },
    { id: 'rankPercentageDesc', label: 'Rank % (highest first)' },
    { id: 'rankPercentageAsc', label: 'Rank % (lowest first)' },
    { id: 'rankDesc', label: 'Rank (highest first)' },
    { id: 'rankAsc', label: 'Rank (lowest first)' },
  ],
  'dateDesc',
);

export type CotdOrder = ChoiceId<typeof COTD_ORDERS>;

export interface CotdFilters {
  includeReruns: boolean;
  order: CotdOrder;
}

export function readCotdFilters(params: URLSearchParams): CotdFilters {
  const reruns = params.get('includeReruns');
  return { includeReruns: reruns === 'true' || reruns === '1', order: COTD_ORDERS.parseOrDefault(params.get('order')) };
}

export type CotdFilterParam = 'includeReruns' | 'order';

/** The address parameters of new choices: a default is no parameter. */
export function cotdFilterChanges(filters: CotdFilters): UrlChanges<CotdFilterParam> {
  return { includeReruns: filters.includeReruns ? 'true' : null, order: COTD_ORDERS.param(filters.order) };
}
