import { CLUB_CAMPAIGN_COUNT, mockCampaignAt, type MockCampaign } from './campaigns';
import { BARE_CLUB_INDEX, mockClub, mockLabel, SHOWCASE_CLUB_INDEX } from './clubs';
import { rngFor, type Rng } from './random';

// A club's activities as /api/club/{id}/activities/{page} and /api/club/{id}/folder/{folderid}/{page} send them:
// a top-level list and folders holding more activities. Campaign activities point at the club's own campaigns from
// the campaign lists, so their links resolve; competition activities use ids COMPETITION_IDS.first..last.

export const ACTIVITIES_PAGE_SIZE = 25;
const ACTIVITY_ID_BASE = 100_000;
/** The ids competition activities point at (/api/comp/{id}), for the events mocks to answer. */
export const COMPETITION_IDS = { first: 90_000, last: 90_999 } as const;

export interface MockActivity {
  id: number;
  name: string;
  type: string;
  activityid: number;
  targetactivityid: number;
  position: number;
  public: boolean;
  media: string;
  password: boolean;
  campaignid?: number;
  externalid?: number;
}

interface Entry {
  activity: MockActivity;
  /** The folder holding it (its activity id), 0 at the top level. */
  folder: number;
}

type Spec = { type: string; public?: boolean; password?: boolean; media?: 'dds' | 'none'; fixed?: boolean };

/** The first activities of the showcase club: every type and every lock, in a known order. */
const SHOWCASE_TOP: Spec[] = [
  { type: 'news', media: 'dds' },
  { type: 'skin-upload' },
  { type: 'item-upload' },
  { type: 'map-upload' },
  { type: 'map-review', media: 'none' },
  { type: 'folder' },
  { type: 'campaign' },
  { type: 'room', password: true },
  { type: 'competition' },
  { type: 'ranking-official' },
  { type: 'ranking-daily' },
  { type: 'ranking-club' },
  { type: 'ad' },
  { type: 'news', public: false },
];
const SHOWCASE_FOLDER: Spec[] = [
  { type: 'news' },
  { type: 'map-upload' },
  { type: 'skin-upload', public: false },
  { type: 'room', password: true },
];

const RANDOM_TYPES = [
  'news',
  'news',
  'news',
  'skin-upload',
  'skin-upload',
  'item-upload',
  'item-upload',
  'map-upload',
  'map-upload',
  'map-review',
  'campaign',
  'campaign',
  'room',
  'room',
  'room',
  'competition',
  'ranking-official',
  'ranking-daily',
  'ranking-club',
  'ad',
  'folder',
  'folder',
];

let campaignsByClub: Map<number, MockCampaign[]> | undefined;

/** The club campaigns of the campaign lists, by club id. */
function clubCampaigns(clubId: number): MockCampaign[] {
  if (!campaignsByClub) {
    campaignsByClub = new Map();
    for (let i = 0; i < CLUB_CAMPAIGN_COUNT; i += 1) {
      const campaign = mockCampaignAt('club', i);
      if (typeof campaign.clubid !== 'number') continue;
      campaignsByClub.set(campaign.clubid, [...(campaignsByClub.get(campaign.clubid) ?? []), campaign]);
    }
  }
  return campaignsByClub.get(clubId) ?? [];
}

function build(index: number): Entry[] {
  const club = mockClub(index);
  const rng = rngFor('club-activities', index);
  const campaigns = [...clubCampaigns(club.id)];
  const entries: Entry[] = [];
  let next = 0;
  let reserved = index === SHOWCASE_CLUB_INDEX ? 1 : 0;

  const add = (spec: Spec, folder: number, position: number, r: Rng): MockActivity => {
    const id = ACTIVITY_ID_BASE + index * 1000 + next;
    next += 1;
    // A club without campaigns of its own gets news instead: a campaign activity must open that club's campaign.
    // The showcase's fixed campaign keeps one campaign back from the random activities generated before it.
    const campaign =
      spec.type === 'campaign' && (spec.fixed === true || campaigns.length > reserved) ? campaigns.shift() : undefined;
    if (campaign && spec.fixed) reserved = 0;
    const type = spec.type === 'campaign' && !campaign ? 'news' : spec.type;
    const roll = r.next();
    const media =
      spec.media === 'dds' || (spec.media === undefined && roll < 0.08)
        ? `/mock-files/activities/${id}.dds`
        : spec.media === 'none' || roll > 0.7
          ? ''
          : `/mock-img/activities/${id}.png`;
    const activity: MockActivity = {
      id,
      name: campaign ? campaign.name : mockLabel('activity', id),
      type,
      activityid: r.int(1000, 999_999),
      targetactivityid: 0,
      position,
      public: spec.public ?? r.bool(0.88),
      media: campaign ? (campaign.mediaurl ?? '') : media,
      password: spec.password ?? r.bool(type === 'room' || type === 'competition' ? 0.25 : 0.04),
    };
    if (campaign) {
      activity.campaignid = campaign.id;
      activity.activityid = campaign.id;
      activity.externalid = campaign.id;
    } else if (type === 'room') {
      activity.externalid = activity.activityid;
    } else if (type === 'competition') {
      activity.activityid =
        COMPETITION_IDS.first + ((index * 13 + next) % (COMPETITION_IDS.last - COMPETITION_IDS.first + 1));
      activity.externalid = activity.activityid;
    }
    entries.push({ activity, folder });
    return activity;
  };

  const fill = (folder: number, fixed: Spec[], count: number, allowFolders: boolean) => {
    for (let position = 0; position < count; position += 1) {
      const type = rng.pick(allowFolders ? RANDOM_TYPES : RANDOM_TYPES.filter((t) => t !== 'folder'));
      const spec = fixed[position];
      // Fixed entries are public and open unless they say otherwise, so the showcase is the same on every build.
      const activity = add(
        spec ? { public: true, password: false, ...spec, fixed: true } : { type },
        folder,
        position,
        rng,
      );
      if (activity.type === 'folder') {
        const showcase = index === SHOWCASE_CLUB_INDEX && folder === 0 && position < fixed.length;
        fill(activity.id, showcase ? SHOWCASE_FOLDER : [], showcase ? 30 : rng.int(0, 12), false);
      }
    }
  };

  if (index === BARE_CLUB_INDEX || index % 23 === 5) return entries;
  const showcase = index === SHOWCASE_CLUB_INDEX;
  fill(0, showcase ? SHOWCASE_TOP : [], showcase ? 40 : rng.int(3, 60), true);
  return entries;
}

const cache = new Map<number, Entry[]>();

function entriesOf(index: number): Entry[] {
  const cached = cache.get(index);
  if (cached) return cached;
  const built = build(index);
  cache.set(index, built);
  return built;
}

export interface MockActivityPage {
  activities: MockActivity[];
  page: number;
  page_max: number;
}

function pageOf(list: MockActivity[], page: number): MockActivityPage {
  const start = page * ACTIVITIES_PAGE_SIZE;
  return {
    activities: list.slice(start, start + ACTIVITIES_PAGE_SIZE),
    page,
    page_max: Math.ceil(list.length / ACTIVITIES_PAGE_SIZE),
  };
}

/** Every activity of a folder (0: the top level), in order. */
export function mockActivitiesIn(index: number, folder: number): MockActivity[] {
  return entriesOf(index)
    .filter((entry) => entry.folder === folder)
    .map((entry) => entry.activity);
}

export function mockActivityPage(index: number, page: number): MockActivityPage {
  return pageOf(mockActivitiesIn(index, 0), page);
}

export function mockFolderPage(index: number, folder: number, page: number): MockActivityPage {
  return pageOf(mockActivitiesIn(index, folder), page);
}

/** An activity of a club by its id, wherever it sits. */
export function findMockActivity(index: number, id: number): MockActivity | undefined {
  return entriesOf(index).find((entry) => entry.activity.id === id)?.activity;
}
