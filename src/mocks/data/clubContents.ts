import type { GameMap, Player } from '../../api/types';
import type { MockActivity } from './clubActivities';
import { clubClock, mockLabel, mockClub } from './clubs';
import { mapByUid } from './mapByUid';
import { mockPlayer, PLAYER_COUNT } from './players';
import { rngFor } from './random';
import { DAY_SECONDS } from './time';

// What a club activity holds: a news post, a skin pack, an item pack, a list of maps. The API's own shapes are not
// documented anywhere (API-SHAPES.md); these follow the spec's fields (§3), with times in unix seconds.

export const CONTENT_PAGE_SIZE = 25;

const ago = (seconds: number) => clubClock() - seconds;

export interface MockNews {
  id: number;
  clubid: number;
  name: string;
  headline: string;
  body: string;
  media: string;
  timestamp: number;
}

const BODY = [
  'The new season starts this $oweekend$z: sign up in the club room before Friday.',
  'Thanks to everyone who joined the last cup, it was our biggest one yet!',
  'We have added new skins and a fresh item pack. Have a look in the club.',
  'Map reviews happen every Tuesday on stream. Submit your maps in the review activity.',
  'Remember: be respectful in the rooms, and report cheaters to the admins.',
];

export function mockNews(index: number, activity: MockActivity): MockNews {
  const rng = rngFor('club-news', activity.id);
  const paragraphs = Array.from({ length: rng.int(1, 4) }, () => rng.pick(BODY));
  return {
    id: activity.id,
    clubid: mockClub(index).id,
    name: activity.name,
    headline: rng.bool(0.85) ? mockLabel('headline', activity.id) : '',
    body: paragraphs.join('\n\n'),
    media: activity.media,
    timestamp: ago(rng.int(3600, 400 * DAY_SECONDS)),
  };
}

export interface MockSkin {
  id: number;
  displayname: string;
  creatorplayer: Player;
  thumbnail: string;
  timestamp: number;
  type: string;
  url: string;
}

export interface MockSkinPack {
  name: string;
  timestamp: number;
  media: string;
  installs: number;
  clubid: number;
  skins: MockSkin[];
  page: number;
  page_max: number;
}

const SKIN_TYPES = ['Models/CarSport', 'Models/CarSnow', 'Models/CarRally', 'Models/CarDesert', 'Avatars', 'Horns'];

function skinCount(activity: MockActivity): number {
  return rngFor('club-skins', activity.id).int(0, 3) === 0 ? 0 : rngFor('club-skin-count', activity.id).int(1, 60);
}

export function mockSkinPack(index: number, activity: MockActivity, page: number): MockSkinPack {
  const rng = rngFor('club-skin-pack', activity.id);
  const count = activity.id % 1000 === 1 ? 40 : skinCount(activity);
  const start = page * CONTENT_PAGE_SIZE;
  const skins = Array.from({ length: Math.max(0, Math.min(CONTENT_PAGE_SIZE, count - start)) }, (_, i): MockSkin => {
    const n = start + i;
    const skin = rngFor('club-skin', activity.id, n);
    const id = activity.id * 100 + n;
    return {
      id,
      displayname: mockLabel('skin', id),
      creatorplayer: mockPlayer(skin.int(1, PLAYER_COUNT - 1)),
      // Some skins only have a game texture as thumbnail.
      thumbnail: n % 4 === 1 ? `/mock-files/skins/${id}.dds` : `/mock-img/skins/${id}.png`,
      timestamp: ago(skin.int(3600, 600 * DAY_SECONDS)),
      type: skin.pick(SKIN_TYPES),
      url: `/mock-files/skins/${id}.zip`,
    };
  });
  return {
    name: activity.name,
    timestamp: ago(rng.int(3600, 600 * DAY_SECONDS)),
    media: activity.media,
    installs: rng.int(0, 25_000),
    clubid: mockClub(index).id,
    skins,
    page,
    page_max: Math.ceil(count / CONTENT_PAGE_SIZE),
  };
}

export interface MockItemVersion {
  checksum: string;
  timestamp: number;
  url: string;
}

export interface MockItemPack {
  displayname: string;
  description: string;
  creatorplayer: Player;
  clubid: number;
  updatetimestamp: number;
  currentversion: number;
  versions: MockItemVersion[];
  media: string;
}

export function mockItemPack(index: number, activity: MockActivity): MockItemPack {
  const rng = rngFor('club-items', activity.id);
  const count = rng.int(1, 6);
  let time = ago(rng.int(3600, 30 * DAY_SECONDS));
  // Newest first, as a changelog reads; storage urls carry no file name, hence the .zip renaming on the page.
  const versions = Array.from({ length: count }, (): MockItemVersion => {
    const version = { checksum: rng.hex(64), timestamp: time, url: `/mock-files/items/${rng.uuid()}` };
    time -= rng.int(1, 60) * DAY_SECONDS;
    return version;
  });
  return {
    displayname: activity.name,
    description: rng.bool(0.7)
      ? 'Blocks and decorations for our club maps. Install the latest version before the next cup.'
      : '',
    creatorplayer: mockPlayer(rng.int(1, PLAYER_COUNT - 1)),
    clubid: mockClub(index).id,
    updatetimestamp: versions[0]?.timestamp ?? time,
    currentversion: count,
    versions,
    media: activity.media,
  };
}

export interface MockClubMaps {
  name: string;
  maps: GameMap[];
  page: number;
  page_max: number;
}

/** Maps of a map upload or review. Each uid is answered by /api/map/{uid} with the same map, so links agree. */
export function mockClubMaps(activity: MockActivity, page: number): MockClubMaps {
  const rng = rngFor('club-maps', activity.id);
  const count = activity.id % 1000 === 3 ? 30 : rng.int(0, 45);
  const start = page * CONTENT_PAGE_SIZE;
  const maps = Array.from({ length: Math.max(0, Math.min(CONTENT_PAGE_SIZE, count - start)) }, (_, i) =>
    mapByUid(rngFor('club-map-uid', activity.id, start + i).token(26)),
  );
  return { name: activity.name, maps, page, page_max: Math.ceil(count / CONTENT_PAGE_SIZE) };
}
