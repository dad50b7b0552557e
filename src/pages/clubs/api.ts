import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import { listOf } from '../../lib/listOf';
import type {
  Club,
  ClubActivityPage,
  ClubItemPack,
  ClubListPage,
  ClubMapsPage,
  ClubMemberPage,
  ClubNews,
  ClubSkinPackPage,
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
 * when present; an empty page ends the list too, so a count that is missing or off by one never loops forever.
 */
export function nextPage(lastLength: number, pageCount: number | undefined, lastParam: number): number | undefined {
  if (lastLength === 0) return undefined;
  const next = lastParam + 1;
  if (typeof pageCount === 'number' && Number.isFinite(pageCount) && next >= pageCount) return undefined;
  return next;
}

export function clubListPath(page: number, search: string): string {
  const base = `/api/clubs/${page}`;
  return search === '' ? base : `${base}?search=${encodeURIComponent(search)}`;
}

const club = (id: number) => `/api/club/${id}`;

/**
 * An answer that is not an object (a bare `null`, an array) reads as an empty one: every field of the area's types is
 * optional, so the pages then show their empty states instead of throwing on a property access.
 */
async function getObject<T extends object>(path: string, signal: AbortSignal): Promise<T> {
  const body = await apiGet<unknown>(path, { signal });
  return (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as T;
}

/** One paged club resource: every list of the area pages the same way. */
function paged<T extends object>(key: readonly unknown[], path: (page: number) => string, rows: (page: T) => unknown[], pageMax: (page: T) => number | undefined) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => getObject<T>(path(pageParam), signal),
    initialPageParam: 0,
    getNextPageParam: (last: T, _pages: T[], lastParam: number) => nextPage(rows(last).length, pageMax(last), lastParam),
  });
}

export const clubQueries = {
  list: (search: string) =>
    paged<ClubListPage>(['clubs', 'list', search], (page) => clubListPath(page, search), (p) => listOf(p.clubs), (p) => p.pageCount),
  club: (id: number) => queryOptions({ queryKey: ['clubs', 'club', id], queryFn: ({ signal }) => getObject<Club>(club(id), signal) }),
  members: (id: number) =>
    paged<ClubMemberPage>(['clubs', 'members', id], (page) => `${club(id)}/members/${page}`, (p) => listOf(p.members), (p) => p.page_max),
  activities: (id: number) =>
    paged<ClubActivityPage>(['clubs', 'activities', id], (page) => `${club(id)}/activities/${page}`, (p) => listOf(p.activities), (p) => p.page_max),
  folder: (id: number, folderId: number) =>
    paged<ClubActivityPage>(['clubs', 'folder', id, folderId], (page) => `${club(id)}/folder/${folderId}/${page}`, (p) => listOf(p.activities), (p) => p.page_max),
  news: (id: number, activityId: number) =>
    queryOptions({ queryKey: ['clubs', 'news', id, activityId], queryFn: ({ signal }) => getObject<ClubNews>(`${club(id)}/news/${activityId}`, signal) }),
  skins: (id: number, activityId: number) =>
    paged<ClubSkinPackPage>(['clubs', 'skins', id, activityId], (page) => `${club(id)}/skins/${activityId}/${page}`, (p) => listOf(p.skins), (p) => p.page_max),
  items: (id: number, activityId: number) =>
    queryOptions({ queryKey: ['clubs', 'items', id, activityId], queryFn: ({ signal }) => getObject<ClubItemPack>(`${club(id)}/items/${activityId}`, signal) }),
  maps: (id: number, activityId: number) =>
    paged<ClubMapsPage>(['clubs', 'maps', id, activityId], (page) => `${club(id)}/maps/${activityId}/${page}`, (p) => listOf(p.maps), (p) => p.page_max),
};
