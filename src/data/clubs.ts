import { listAnswerQuery, nextListPage, pagedListQuery, type PageAddress } from './lists';
import {
  club,
  clubActivities,
  clubFolder,
  clubItems,
  clubMaps,
  clubMembers,
  clubNews,
  clubSkins,
  clubs,
} from './endpoints/clubs';
import type { Endpoint } from './endpoint';
import type { CountedList, Schema } from '../api/schema';
import { defineChoices, type ChoiceId } from '../lib/choices';
import {
  ClubActivityPageSchema,
  ClubItemPackSchema,
  ClubListPageSchema,
  ClubMapsPageSchema,
  ClubMemberPageSchema,
  ClubNewsSchema,
  ClubSchema,
  ClubSkinPackPageSchema,
} from './clubTypes';

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

/** One paged club resource: every list of the area pages the same way (an empty page or the page count ends it). */
function paged<P extends string, Q extends string, T>(
  key: readonly unknown[],
  endpoint: Endpoint<P, Q>,
  address: PageAddress<P, Q>,
  schema: Schema<T>,
  rows: (page: T) => CountedList<unknown>,
  pageMax: (page: T) => number | undefined,
) {
  return pagedListQuery(key, endpoint, address, schema, (last, _pages, lastParam) =>
    nextListPage(rows(last), pageMax(last), lastParam),
  );
}

export const clubQueries = {
  list: (search: string) =>
    paged(
      ['clubs', 'list', search],
      clubs,
      { params: (page) => ({ page }), query: { search } },
      ClubListPageSchema,
      (p) => p.clubs,
      (p) => p.pageCount,
    ),
  club: (id: number) => listAnswerQuery(['clubs', 'club', id], club, { id }, ClubSchema),
  members: (id: number) =>
    paged(
      ['clubs', 'members', id],
      clubMembers,
      { params: (page) => ({ id, page }) },
      ClubMemberPageSchema,
      (p) => p.members,
      (p) => p.page_max,
    ),
  activities: (id: number) =>
    paged(
      ['clubs', 'activities', id],
      clubActivities,
      { params: (page) => ({ id, page }) },
      ClubActivityPageSchema,
      (p) => p.activities,
      (p) => p.page_max,
    ),
  folder: (id: number, folderId: number) =>
    paged(
      ['clubs', 'folder', id, folderId],
      clubFolder,
      { params: (page) => ({ id, folder: folderId, page }) },
      ClubActivityPageSchema,
      (p) => p.activities,
      (p) => p.page_max,
    ),
  news: (id: number, activityId: number) =>
    listAnswerQuery(['clubs', 'news', id, activityId], clubNews, { id, activity: activityId }, ClubNewsSchema),
  skins: (id: number, activityId: number) =>
    paged(
      ['clubs', 'skins', id, activityId],
      clubSkins,
      { params: (page) => ({ id, activity: activityId, page }) },
      ClubSkinPackPageSchema,
      (p) => p.skins,
      (p) => p.page_max,
    ),
  items: (id: number, activityId: number) =>
    listAnswerQuery(['clubs', 'items', id, activityId], clubItems, { id, activity: activityId }, ClubItemPackSchema),
  maps: (id: number, activityId: number) =>
    paged(
      ['clubs', 'maps', id, activityId],
      clubMaps,
      { params: (page) => ({ id, activity: activityId, page }) },
      ClubMapsPageSchema,
      (p) => p.maps,
      (p) => p.page_max,
    ),
};
