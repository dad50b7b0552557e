// What the API's lists have in common, written once for the areas that read them (clubs, rooms, events, campaigns,
// rankings): the paging fields of a list answer, the `?search=` of a searched list, when a list ends, and the query
// options of an answer kept as a `list` kind (read through readApi under the factory's key, a paged one from page 0).
// Each area's factory still owns its key, path, schema and paging rule; only the plumbing around them lives here.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { maybeNum, readApi, sentCount, type CountedList, type Schema } from './schema';

/**
 * The paging fields of a list answer that counts its pages as `pageCount` (clubs, rooms, campaigns, rankings): spread
 * after the rows, `v.object({ clubs: countedList(…), ...pagedByCount })`. Both may be missing; the list then ends at
 * its first empty page.
 */
export const pagedByCount = { page: maybeNum, pageCount: maybeNum };

/** The same for the answers that send the number of pages as `page_max` (events, results, cups). */
export const pagedByMax = { page: maybeNum, page_max: maybeNum };

/** A list's path with its search: none for an empty search, so the plain list keeps one address (and one answer). */
export function withSearch(path: string, search: string): string {
  return search === '' ? path : `${path}?search=${encodeURIComponent(search)}`;
}

/**
 * The page after `lastParam`, or undefined on the last one. An empty page ends the list; then the count of pages
 * decides when the answer has it, so a count that is missing or off by one never loops forever. A page whose rows were
 * all unreadable is not empty: the server sent rows, so there may be more.
 */
export function nextListPage(rows: CountedList<unknown>, pageCount: number | undefined, lastParam: number): number | undefined {
  if (sentCount(rows) === 0) return undefined;
  const next = lastParam + 1;
  // No count: only an empty page ends the list.
  if (next >= (pageCount ?? Number.POSITIVE_INFINITY)) return undefined;
  return next;
}

/** One answer under `key`, kept across visits as a `list` kind (five minutes fresh: a club, an event, a room). */
export function listAnswerQuery<T, K extends readonly unknown[]>(key: K, path: string, schema: Schema<T>, what: string) {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => readApi(path, schema, what, { signal }),
    meta: { answerKind: 'list' },
  });
}

/** A paged list under `key`, from page 0, each page read from `path(page)`; `next` says which page comes after. */
export function pagedListQuery<T, K extends readonly unknown[]>(
  key: K,
  path: (page: number) => string,
  schema: Schema<T>,
  what: string,
  next: (last: T, pages: T[], lastParam: number) => number | undefined,
) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => readApi(path(pageParam), schema, what, { signal }),
    meta: { answerKind: 'list' },
    initialPageParam: 0,
    getNextPageParam: next,
  });
}
