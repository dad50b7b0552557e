import type { UrlChanges } from '../../../components/useUrlParam';
import { defineChoices, type ChoiceId } from '../../../lib/choices';
import { countOf } from '../../../lib/format';
import { COTD_ORDERS, type CotdOrder } from '../cotdOptions';

// How many cups the Cup of the Day chart plots, kept in the query string (?range=100). "Loaded" (the default, left
// out of the address) follows the table: the cups it shows, growing with Load more. A number or "All" loads
// pages one after another until that many cups are there. The count follows the table's sort order: with the
// default order these are the most recent cups, with another order the first cups of that order.

export const COTD_RANGES = defineChoices(
  [
    { id: 'loaded', label: 'Loaded' },
    { id: '50', label: '50' },
    { id: '100', label: '100' },
    { id: '250', label: '250' },
    { id: 'all', label: 'All' },
  ],
  'loaded',
  { ignoreCase: true },
);

export type CotdRange = ChoiceId<typeof COTD_RANGES>;

export function readCotdRange(params: URLSearchParams): CotdRange {
  return COTD_RANGES.parseOrDefault(params.get('range'));
}

/** The address parameter of a new range: the default is no parameter. */
export function cotdRangeChange(range: CotdRange): UrlChanges<'range'> {
  return { range: COTD_RANGES.param(range) };
}

/** How many rows the range asks to have loaded: none beyond the table's for "Loaded", every row for "All". */
export function rowsWanted(range: CotdRange): number {
  if (range === 'loaded') return 0;
  if (range === 'all') return Number.POSITIVE_INFINITY;
  return Number(range);
}

/** The rows the chart plots: for "Loaded" the `tableCount` rows the table shows, otherwise the first ones of its order. */
export function rowsInRange<T>(rows: readonly T[], range: CotdRange, tableCount: number): readonly T[] {
  const wanted = range === 'loaded' ? tableCount : rowsWanted(range);
  return wanted < rows.length ? rows.slice(0, wanted) : rows;
}

/** Says which cups are plotted: "the 50 most recent cups", or "all 965 cups" once the whole list is there. */
export function rangeSentence(shown: number, complete: boolean, order: CotdOrder): string {
  const one = shown === 1;
  if (complete) return one ? 'The chart shows the only cup.' : `The chart shows all ${countOf(shown, 'cup')}.`;
  if (order === 'dateDesc')
    return one ? 'The chart shows the most recent cup.' : `The chart shows the ${countOf(shown, 'most recent cup')}.`;
  if (order === 'dateAsc')
    return one ? 'The chart shows the oldest cup.' : `The chart shows the ${countOf(shown, 'oldest cup')}.`;
  return `The chart shows the first ${one ? 'cup' : countOf(shown, 'cup')} of the sort order “${COTD_ORDERS.label(order)}”, placed by date.`;
}
