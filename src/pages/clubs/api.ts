import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { readApi, sentCount, type CountedList, type Schema } from '../../api/schema';
import {
  ClubActivityPageSchema,
  ClubItemPackSchema,
  ClubListPageSchema,
  ClubMapsPageSchema,
  ClubMemberPageSchema,
  ClubNewsSchema,
  ClubSchema,
  ClubSkinPackPageSchema,
} from './types';

/** The club page's tabs, in order; the id is the route segment. Summary is the default. */
export const CLUB_TABS = [
  { id: 'summary', label: 'Summary' },
  { id: 'members', label: 'Members' },
  { id: 'activities', label: 'Activities' },
] as const;

export type ClubTab = (typeof CLUB_TABS)[number]['id'];

export function clubTabOf(segment: string | undefined): ClubTab | undefined {
  if (segment === undefined) return 'summary';
  return CLUB_TABS.find((tab) => tab.id === segment.toLowerCase())?.id;
}

/** A route id: digits only, a safe positive integer; anything else is undefined (and never sent to the API). */
export function parseId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The page after `lastParam`, or undefined on the last one. The count of pages (`page_max` or `pageCount`) decides
 * when present; an empty page ends the list too, so a count that is missing or off by one never loops forever. A page
 * whose rows were all unreadable is not empty: the server sent rows, so there may be more.
 */
export function nextPage(rows: CountedList<unknown>, pageCount: number | undefined, lastParam: number): number | undefined {
  if (sentCount(rows) === 0) return undefined;
  const next = lastParam + 1;
  if (pageCount !== undefined && next >= pageCount) return undefined;
  return next;
}

export function clubListPath(page: number, search: string): string {
  const base = `/api/clubs/${page}`;
  return search === '' ? base : `${base}?search=${encodeURIComponent(search)}`;
}

const club = (id: number) => `/api/club/${id}`;

/** One paged club resource: every list of the area pages the same way. */
function paged<T>(key: readonly unknown[], path: (page: number) => string, schema: Schema<T>, what: string, rows: (page: T) => CountedList<unknown>, pageMax: (page: T) => number | undefined) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => readApi(path(pageParam), schema, what, { signal }),
    meta: { answerKind: 'list' },
    initialPageParam: 0,
    getNextPageParam: (last: T, _pages: T[], lastParam: number) => nextPage(rows(last), pageMax(last), lastParam),
  });
}

export const clubQueries = {
  list: (search: string) =>
    paged(['clubs', 'list', search], (page) => clubListPath(page, search), ClubListPageSchema, 'the club list', (p) => p.clubs, (p) => p.pageCount),
  club: (id: number) =>
    queryOptions({ queryKey: ['clubs', 'club', id], queryFn: ({ signal }) => readApi(club(id), ClubSchema, `club ${id}`, { signal }), meta: { answerKind: 'list' } }),
  members: (id: number) =>
    paged(['clubs', 'members', id], (page) => `${club(id)}/members/${page}`, ClubMemberPageSchema, "this club's members", (p) => p.members, (p) => p.page_max),
  activities: (id: number) =>
    paged(['clubs', 'activities', id], (page) => `${club(id)}/activities/${page}`, ClubActivityPageSchema, "this club's activities", (p) => p.activities, (p) => p.page_max),
  folder: (id: number, folderId: number) =>
    paged(['clubs', 'folder', id, folderId], (page) => `${club(id)}/folder/${folderId}/${page}`, ClubActivityPageSchema, 'this folder', (p) => p.activities, (p) => p.page_max),
  news: (id: number, activityId: number) =>
    queryOptions({
      queryKey: ['clubs', 'news', id, activityId],
      queryFn: ({ signal }) => readApi(`${club(id)}/news/${activityId}`, ClubNewsSchema, 'this news post', { signal }),
      meta: { answerKind: 'list' },
    }),
  skins: (id: number, activityId: number) =>
    paged(['clubs', 'skins', id, activityId], (page) => `${club(id)}/skins/${activityId}/${page}`, ClubSkinPackPageSchema, 'this skin pack', (p) => p.skins, (p) => p.page_max),
  items: (id: number, activityId: number) =>
    queryOptions({
      queryKey: ['clubs', 'items', id, activityId],
      queryFn: ({ signal }) => readApi(`${club(id)}/items/${activityId}`, ClubItemPackSchema, 'this item pack', { signal }),
      meta: { answerKind: 'list' },
    }),
  maps: (id: number, activityId: number) =>
    paged(['clubs', 'maps', id, activityId], (page) => `${club(id)}/maps/${activityId}/${page}`, ClubMapsPageSchema, 'these maps', (p) => p.maps, (p) => p.page_max),
};
