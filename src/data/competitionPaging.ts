// When the event lists and result lists end: the result calls send no page count, so the end is read from the pages.
import { nextListPage } from './lists';
import { sentCount } from '../api/schema';
import type { EventListPage, ResultsPage } from './competitions';

/**
 * The smallest page size a result call is known to use (node-trackmania.io documents 25 for matches): a first page
 * shorter than this is the whole list, so a match of nine players offers no Load more that would only find nothing.
 */
export const MIN_RESULTS_PAGE_SIZE = 25;

/**
 * The page after `lastParam`, or undefined on the last one: `page_max` when the answer has it, otherwise an empty
 * page, a first page under MIN_RESULTS_PAGE_SIZE or a page shorter than the first ends the list (the result calls
 * send no page count). `most`, when known (the event's player count), ends it too once that many rows came: a
 * qualifier of all 36 players of a 36-player event has nothing after its first page.
 */
export function nextResultsPage(pages: readonly ResultsPage[], lastParam: number, most?: number): number | undefined {
  const last = pages.at(-1);
  const lastRows = last ? sentCount(last.results) : 0;
  if (lastRows === 0) return undefined;
  if (most !== undefined && most > 0 && pages.reduce((rows, page) => rows + sentCount(page.results), 0) >= most)
    return undefined;
  if (last?.page_max !== undefined) return lastParam + 1 < last.page_max ? lastParam + 1 : undefined;
  const firstRows = pages[0] ? sentCount(pages[0].results) : 0;
  return lastRows < firstRows || firstRows < MIN_RESULTS_PAGE_SIZE ? undefined : lastParam + 1;
}

/** The next page of the event list: `page_max` counts the pages; an empty page ends the list too. */
export function nextEventPage(last: EventListPage, lastParam: number): number | undefined {
  return nextListPage(last.competitions, last.page_max, lastParam);
}
