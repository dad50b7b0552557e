import { listAnswerQuery, nextListPage, pagedListQuery, withSearch } from '../../api/lists';
import type { CountedList, Schema } from '../../api/schema';
import { defineChoices, type ChoiceId } from '../../lib/choices';
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

/** The club page's tabs, in order; the id is the route segment, read whatever its case. Summary is the default. */
export const CLUB_TABS = defineChoices(
  [
    { id: 'summary', label: 'Summary' },
    { id: 'members', label: 'Members' },
    { id: 'activities', label: 'Activities' },
  ],
  'summary',
  { ignoreCase: true },
);

export type ClubTab = ChoiceId<typeof CLUB_TABS>;

export function clubListPath(page: number, search: string): string {
  return withSearch(`/api/clubs/${page}`, search);
}

const club = (id: number) => `/api/club/${id}`;

/** One paged club resource: every list of the area pages the same way (an empty page or the page count ends it). */
function paged<T>(key: readonly unknown[], path: (page: number) => string, schema: Schema<T>, what: string, rows: (page: T) => CountedList<unknown>, pageMax: (page: T) => number | undefined) {
  return pagedListQuery(key, path, schema, what, (last, _pages, lastParam) => nextListPage(rows(last), pageMax(last), lastParam));
}

export const clubQueries = {
  list: (search: string) =>
    paged(['clubs', 'list', search], (page) => clubListPath(page, search), ClubListPageSchema, 'the club list', (p) => p.clubs, (p) => p.pageCount),
  club: (id: number) =>
    listAnswerQuery(['clubs', 'club', id], club(id), ClubSchema, `club ${id}`),
  members: (id: number) =>
    paged(['clubs', 'members', id], (page) => `${club(id)}/members/${page}`, ClubMemberPageSchema, "this club's members", (p) => p.members, (p) => p.page_max),
  activities: (id: number) =>
    paged(['clubs', 'activities', id], (page) => `${club(id)}/activities/${page}`, ClubActivityPageSchema, "this club's activities", (p) => p.activities, (p) => p.page_max),
  folder: (id: number, folderId: number) =>
    paged(['clubs', 'folder', id, folderId], (page) => `${club(id)}/folder/${folderId}/${page}`, ClubActivityPageSchema, 'this folder', (p) => p.activities, (p) => p.page_max),
  news: (id: number, activityId: number) =>
    listAnswerQuery(['clubs', 'news', id, activityId], `${club(id)}/news/${activityId}`, ClubNewsSchema, 'this news post'),
  skins: (id: number, activityId: number) =>
    paged(['clubs', 'skins', id, activityId], (page) => `${club(id)}/skins/${activityId}/${page}`, ClubSkinPackPageSchema, 'this skin pack', (p) => p.skins, (p) => p.page_max),
  items: (id: number, activityId: number) =>
    listAnswerQuery(['clubs', 'items', id, activityId], `${club(id)}/items/${activityId}`, ClubItemPackSchema, 'this item pack'),
  maps: (id: number, activityId: number) =>
    paged(['clubs', 'maps', id, activityId], (page) => `${club(id)}/maps/${activityId}/${page}`, ClubMapsPageSchema, 'these maps', (p) => p.maps, (p) => p.page_max),
};
