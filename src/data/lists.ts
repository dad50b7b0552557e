// What the API's lists have in common, written once for the areas that read them (clubs, rooms, events, campaigns,
// rankings): the paging fields of a list answer, when a list ends, and the query options of one answer or of a paged
// list of a declared endpoint (of its kind, under the factory's key, a paged one from page 0).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AnswerMeta } from '../api/answerMeta';
import { maybeNum, sentCount, type CountedList, type Schema } from '../api/schema';
import type { Endpoint, PathParams } from './endpoint';
import { readEndpoint } from './read';

/**
 * The paging fields of a list answer that counts its pages as `pageCount` (clubs, rooms, campaigns, rankings): spread
 * after the rows, `v.object({ clubs: countedList(…), ...pagedByCount })`. Both may be missing; the list then ends at
 * its first empty page.
 */
export const pagedByCount = { page: maybeNum, pageCount: maybeNum };

/** The same for the answers that send the number of pages as `page_max` (events, results, cups). */
export const pagedByMax = { page: maybeNum, page_max: maybeNum };

/**
 * The page after `lastParam`, or undefined on the last one. An empty page ends the list; then the count of pages
 * decides when the answer has it, so a count that is missing or off by one never loops forever. A page whose rows were
 * all unreadable is not empty: the server sent rows, so there may be more.
 */
export function nextListPage(
  rows: CountedList<unknown>,
  pageCount: number | undefined,
  lastParam: number,
): number | undefined {
  if (sentCount(rows) === 0) return undefined;
  const next = lastParam + 1;
  // No count: only an empty page ends the list.
  if (next >= (pageCount ?? Number.POSITIVE_INFINITY)) return undefined;
  return next;
}

/** Facts of a query's meta beyond its endpoint's kind (a cup's results name the cup's query: `parentKey`). */
type MetaFacts = Omit<AnswerMeta, 'answerKind'>;

/** One answer of `endpoint` under `key` (a club, an event, a room), of the endpoint's kind. */
export function listAnswerQuery<P extends string, T, K extends readonly unknown[]>(
  key: K,
  endpoint: Endpoint<P>,
  params: PathParams<P>,
  schema: Schema<T>,
  facts: MetaFacts = {},
) {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => readEndpoint(endpoint, params, schema, { signal }),
    meta: { answerKind: endpoint.kind, ...facts },
  });
}

/** How a paged list asks for a page: its address's parameters, its query, the facts of its meta. */
export interface PageAddress<P extends string, Q extends string> {
  params: (page: number) => PathParams<P>;
  query?: Partial<Record<Q, string | number | boolean>>;
  facts?: MetaFacts;
}

/** A paged list under `key`, from page 0, each page an answer of `endpoint`; `next` says which page comes after. */
export function pagedListQuery<P extends string, Q extends string, T, K extends readonly unknown[]>(
  key: K,
  endpoint: Endpoint<P, Q>,
  address: PageAddress<P, Q>,
  schema: Schema<T>,
  next: (last: T, pages: T[], lastParam: number) => number | undefined,
) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      readEndpoint(endpoint, address.params(pageParam), schema, {
        signal,
        ...(address.query ? { query: address.query } : {}),
      }),
    meta: { answerKind: endpoint.kind, ...address.facts },
    initialPageParam: 0,
    getNextPageParam: next,
  });
}
