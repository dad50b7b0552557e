import { describe, expect, it } from 'vitest';
import { ApiError, apiGet } from '../../src/api/client';
import { toPlainText } from '../../src/lib/gameText';
import { setScenario } from '../../src/mocks/scenarios';
import { CLUB_COUNT, mockClubRef } from '../../src/mocks/data/clubRefs';
import {
  BARE_CLUB_INDEX,
  CLUBS_PAGE_SIZE,
  mockClub,
  mockClubPage,
  SHOWCASE_CLUB_INDEX,
  UNKNOWN_CLUB_ID,
} from '../../src/mocks/data/clubs';
import { MEMBERS_PAGE_SIZE, mockMember, mockMemberPage } from '../../src/mocks/data/clubMembers';
import {
  ACTIVITIES_PAGE_SIZE,
  COMPETITION_IDS,
  mockActivitiesIn,
  mockActivityPage,
  type MockActivity,
} from '../../src/mocks/data/clubActivities';
import { mockCampaignDetail } from '../../src/mocks/data/campaign';
import { mapByUid } from '../../src/mocks/data/mapByUid';
import { mockClubMaps } from '../../src/mocks/data/clubContents';
import { ACTIVITY_TYPE_LABELS } from '../../src/lib/clubActivities';

const showcase = mockClub(SHOWCASE_CLUB_INDEX);
/** Every activity of a club: the top level and what its folders hold. */
const allActivities = (index: number): MockActivity[] => {
  const top = mockActivitiesIn(index, 0);
  return [...top, ...top.filter((a) => a.type === 'folder').flatMap((folder) => mockActivitiesIn(index, folder.id))];
};

describe('the mocked club list', () => {
  it('names clubs as clubRefs does, by popularity, paged with pageCount', () => {
    const pages = Array.from({ length: Math.ceil(CLUB_COUNT / CLUBS_PAGE_SIZE) }, (_, page) => mockClubPage(page));
    expect(pages.every((page) => page.pageCount === pages.length)).toBe(true);
    const clubs = pages.flatMap((page) => page.clubs);
    expect(clubs).toHaveLength(CLUB_COUNT);
    clubs.forEach((club, index) => {
      expect(club.id).toBe(mockClubRef(index).id);
      expect(club.name).toBe(mockClubRef(index).name);
    });
    expect(mockClubPage(pages.length).clubs).toEqual([]);
  });

  it('searches the visible text of names and tags, case-insensitively', () => {
    const needle = toPlainText(mockClub(3).name).slice(0, 4).toUpperCase();
    const found = mockClubPage(0, needle);
    expect(found.clubs.length).toBeGreaterThan(0);
    expect(
      found.clubs.every((club) =>
        `${toPlainText(club.name)} ${toPlainText(club.tag)}`.toLowerCase().includes(needle.toLowerCase()),
      ),
    ).toBe(true);
    expect(mockClubPage(0, 'zzzz-no-such-club')).toEqual({ clubs: [], page: 0, pageCount: 0 });
  });

  it('has the rough edges of the real API: empty strings, .dds decals, both author names', () => {
    const clubs = Array.from({ length: CLUB_COUNT }, (_, i) => mockClub(i));
    expect(clubs.some((club) => club.iconUrl === '')).toBe(true);
    expect(clubs.some((club) => club.description === '')).toBe(true);
    expect(clubs.some((club) => club.tag === '')).toBe(true);
    expect(clubs.some((club) => club.decalUrl.endsWith('.dds'))).toBe(true);
    expect(clubs.some((club) => club.creatorplayer && !club.authorplayer)).toBe(true);
    expect(clubs.some((club) => club.authorplayer && !club.creatorplayer)).toBe(true);
    expect(clubs.some((club) => !('latesteditorplayer' in club))).toBe(true);
    expect(showcase).toMatchObject({ verified: true, featured: true, state: 'public' });
    expect(showcase.iconUrl && showcase.logoUrl && showcase.backgroundUrl && showcase.description).toBeTruthy();
    const bare = mockClub(BARE_CLUB_INDEX);
    expect([bare.iconUrl, bare.logoUrl, bare.decalUrl, bare.backgroundUrl, bare.description]).toEqual([
      '',
      '',
      '',
      '',
      '',
    ]);
  });
});

describe('the mocked members', () => {
  it('pages members with page_max, the creator (the author) first, every player once', () => {
    const index = 12;
    const club = mockClub(index);
    const first = mockMemberPage(index, 0);
    expect(first.members).toHaveLength(MEMBERS_PAGE_SIZE);
    expect(first.page_max).toBe(Math.ceil(club.membercount / MEMBERS_PAGE_SIZE));
    expect(first.members[0]?.role).toBe('Creator');
    expect(first.members[0]?.player.id).toBe((club.authorplayer ?? club.creatorplayer)?.id);
    const ids = Array.from({ length: club.membercount }, (_, p) => mockMember(index, p).player.id);
    expect(new Set(ids).size).toBe(club.membercount);
    expect(mockMemberPage(index, first.page_max).members).toEqual([]);
  });

  it('has admins, content creators, plain members and VIPs', () => {
    const members = Array.from({ length: 40 }, (_, i) => mockMemberPage(i, 0).members).flat();
    for (const role of ['Creator', 'Admin', 'Content_Creator', 'Member'])
      expect(members.some((m) => m.role === role)).toBe(true);
    expect(members.some((m) => m.vip && m.role === 'Member')).toBe(true);
    expect(members.some((m) => !m.vip)).toBe(true);
  });
});

describe('the mocked activities', () => {
  it('gives the showcase club every activity type, private and password-protected ones, and a folder', () => {
    const all = allActivities(SHOWCASE_CLUB_INDEX);
    expect(new Set(all.map((a) => a.type))).toEqual(new Set(Object.keys(ACTIVITY_TYPE_LABELS)));
    expect(all.some((a) => !a.public)).toBe(true);
    expect(all.some((a) => a.password)).toBe(true);
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    expect(
      mockActivitiesIn(SHOWCASE_CLUB_INDEX, 0)
        .slice(0, 14)
        .map((a) => a.type),
    ).toEqual([
      'news',
      'skin-upload',
      'item-upload',
      'map-upload',
      'map-review',
      'folder',
      'campaign',
      'room',
      'competition',
      'ranking-official',
      'ranking-daily',
      'ranking-club',
      'ad',
      'news',
    ]);
    const page = mockActivityPage(SHOWCASE_CLUB_INDEX, 0);
    expect(page.activities).toHaveLength(ACTIVITIES_PAGE_SIZE);
    expect(page.page_max).toBe(2);
  });

  it('points campaign activities at the club’s own campaigns and competitions at the agreed id range', () => {
    for (let index = 0; index < 40; index += 1) {
      for (const activity of allActivities(index)) {
        if (activity.type === 'campaign') {
          const campaign = mockCampaignDetail(activity.campaignid ?? 0);
          expect(campaign?.clubid).toBe(mockClub(index).id);
        }
        if (activity.type === 'competition') {
          expect(activity.externalid).toBeGreaterThanOrEqual(COMPETITION_IDS.first);
          expect(activity.externalid).toBeLessThanOrEqual(COMPETITION_IDS.last);
        }
        if (activity.type === 'room') expect(activity.activityid).toBeGreaterThan(0);
      }
    }
  });

  it('leaves the bare club without activities', () => {
    expect(mockActivityPage(BARE_CLUB_INDEX, 0)).toEqual({ activities: [], page: 0, page_max: 0 });
  });

  it('lists maps that /api/map/{uid} answers with the same name', () => {
    const maps = allActivities(SHOWCASE_CLUB_INDEX).find((a) => a.type === 'map-upload');
    const page = mockClubMaps(maps as MockActivity, 0);
    expect(page.maps.length).toBeGreaterThan(0);
    for (const map of page.maps) expect(mapByUid(map.mapUid).name).toBe(map.name);
  });
});

describe('the mocked club endpoints', () => {
  const activity = (type: string) =>
    allActivities(SHOWCASE_CLUB_INDEX).find((a) => a.type === type && a.public) as MockActivity;
  const expectError = async (path: string, message: string) => {
    const error = await apiGet(path).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
  };

  it('answers unknown clubs, activities of another type, private activities and bad pages with {error}', async () => {
    await expectError(`/api/club/${UNKNOWN_CLUB_ID}`, 'Club not found.');
    await expectError(`/api/club/${UNKNOWN_CLUB_ID}/members/0`, 'Club not found.');
    await expectError(`/api/club/${showcase.id}/news/${activity('room').id}`, 'This activity is not a news post.');
    await expectError(`/api/club/${showcase.id}/items/${activity('news').id}`, 'This activity is not an item pack.');
    await expectError(`/api/club/${showcase.id}/news/1`, 'Activity not found.');
    const hidden = allActivities(SHOWCASE_CLUB_INDEX).find((a) => a.type === 'news' && !a.public) as MockActivity;
    await expectError(`/api/club/${showcase.id}/news/${hidden.id}`, 'This activity is private.');
    await expectError(`/api/club/${showcase.id}/activities/x`, 'Invalid page.');
  });

  it('answers every sub-resource of the showcase club', async () => {
    const club = showcase.id;
    await expect(apiGet(`/api/club/${club}/news/${activity('news').id}`)).resolves.toMatchObject({
      name: activity('news').name,
    });
    await expect(apiGet(`/api/club/${club}/skins/${activity('skin-upload').id}/0`)).resolves.toMatchObject({
      page_max: 2,
    });
    await expect(apiGet(`/api/club/${club}/items/${activity('item-upload').id}`)).resolves.toHaveProperty('versions');
    await expect(apiGet(`/api/club/${club}/maps/${activity('map-review').id}/0`)).resolves.toHaveProperty('maps');
    await expect(apiGet(`/api/club/${club}/folder/${activity('folder').id}/0`)).resolves.toMatchObject({
      name: activity('folder').name,
      page_max: 2,
    });
  });

  it('answers empty lists in the empty scenario', async () => {
    setScenario('empty');
    await expect(apiGet('/api/clubs/0')).resolves.toEqual({ clubs: [], page: 0, pageCount: 0 });
    await expect(apiGet(`/api/club/${showcase.id}/activities/0`)).resolves.toEqual({
      activities: [],
      page: 0,
      page_max: 0,
    });
    await expect(apiGet(`/api/club/${showcase.id}/members/0`)).resolves.toEqual({ members: [], page: 0, page_max: 0 });
  });
});
