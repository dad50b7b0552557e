import { clubIndexOf } from '../data/clubRefs';
import { findMockClub, mockClubPage } from '../data/clubs';
import { mockMemberPage } from '../data/clubMembers';
import { findMockActivity, mockActivityPage, mockFolderPage, type MockActivity } from '../data/clubActivities';
import { mockClubMaps, mockItemPack, mockNews, mockSkinPack } from '../data/clubContents';
import type { DefaultBodyType } from 'msw';
import { apiError, intParam, mockEndpoint, type MockContext } from './respond';
import * as api from '../../data/endpoints';
import type { Endpoint } from '../../data/endpoint';

// The club list, a club, its members and activities, and what each activity holds. Unknown ids and activities of
// another type answer like the API does, with {error}.

/** The club index of the :id parameter, or the API's error. */
function clubOf(context: MockContext): number | Response {
  const id = intParam(context, 'id');
  const index = id === undefined ? undefined : clubIndexOf(id);
  return index ?? apiError('Club not found.');
}

function pageOf(context: MockContext): number | Response {
  return intParam(context, 'page') ?? apiError('Invalid page.');
}

/**
 * mockGet for one page of a club's list (members, activities, a folder, an activity's pages): the club and the page
 * are read first, each answering the API's error when it cannot be, as every paged club call does.
 */
function clubPageGet<P extends string>(
  endpoint: Endpoint<P>,
  resolve: (context: MockContext, index: number, page: number) => DefaultBodyType | Response,
) {
  return mockEndpoint(endpoint, (context) => {
    const index = clubOf(context);
    const page = pageOf(context);
    if (index instanceof Response) return index;
    if (page instanceof Response) return page;
    return resolve(context, index, page);
  });
}

const TYPE_WORDS: Record<string, string> = {
  news: 'a news post',
  skins: 'a skin pack',
  items: 'an item pack',
  maps: 'a map upload or review',
  folder: 'a folder',
};

const TYPES_OF: Record<string, string[]> = {
  news: ['news'],
  skins: ['skin-upload'],
  items: ['item-upload'],
  maps: ['map-upload', 'map-review'],
  folder: ['folder'],
};

/** The activity behind :activity of the club, when it is public and of the kind asked for; else the API's error. */
function activityOf(context: MockContext, index: number, kind: string, name = 'activity'): MockActivity | Response {
  const id = intParam(context, name);
  const activity = id === undefined ? undefined : findMockActivity(index, id);
  if (!activity) return apiError('Activity not found.');
  if (!(TYPES_OF[kind] ?? []).includes(activity.type))
    return apiError(`This activity is not ${TYPE_WORDS[kind] ?? kind}.`);
  if (!activity.public) return apiError('This activity is private.');
  return activity;
}

export const clubsHandlers = [
  mockEndpoint(api.clubs, (context) => {
    const page = pageOf(context);
    if (page instanceof Response) return page;
    if (context.empty) return { clubs: [], page, pageCount: 0 };
    return mockClubPage(page, context.url.searchParams.get('search') ?? '');
  }),
  mockEndpoint(api.club, (context) => {
    const id = context.args.id;
    return (id === undefined ? undefined : findMockClub(id)) ?? apiError('Club not found.');
  }),
  clubPageGet(api.clubMembers, (context, index, page) =>
    context.empty ? { members: [], page, page_max: 0 } : mockMemberPage(index, page),
  ),
  clubPageGet(api.clubActivities, (context, index, page) =>
    context.empty ? { activities: [], page, page_max: 0 } : mockActivityPage(index, page),
  ),
  clubPageGet(api.clubFolder, (context, index, page) => {
    const folder = activityOf(context, index, 'folder', 'folder');
    if (folder instanceof Response) return folder;
    if (context.empty) return { name: folder.name, activities: [], page, page_max: 0 };
    return { name: folder.name, ...mockFolderPage(index, folder.id, page) };
  }),
  mockEndpoint(api.clubNews, (context) => {
    const index = clubOf(context);
    if (index instanceof Response) return index;
    const activity = activityOf(context, index, 'news');
    return activity instanceof Response ? activity : mockNews(index, activity);
  }),
  clubPageGet(api.clubSkins, (context, index, page) => {
    const activity = activityOf(context, index, 'skins');
    if (activity instanceof Response) return activity;
    const pack = mockSkinPack(index, activity, page);
    return context.empty ? { ...pack, skins: [], page_max: 0 } : pack;
  }),
  mockEndpoint(api.clubItems, (context) => {
    const index = clubOf(context);
    if (index instanceof Response) return index;
    const activity = activityOf(context, index, 'items');
    if (activity instanceof Response) return activity;
    const pack = mockItemPack(index, activity);
    return context.empty ? { ...pack, versions: [] } : pack;
  }),
  clubPageGet(api.clubMaps, (context, index, page) => {
    const activity = activityOf(context, index, 'maps');
    if (activity instanceof Response) return activity;
    return context.empty ? { name: activity.name, maps: [], page, page_max: 0 } : mockClubMaps(activity, page);
  }),
];
