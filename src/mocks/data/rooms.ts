import { mockClubRef, findClubRef, CLUB_COUNT, type ClubRef } from './clubRefs';
import { plainWord, styledName, plainText } from './gameText';
import { mapByUid, type MockMapInfo } from './mapByUid';
import { rngFor, type Rng } from './random';

// Club rooms as /api/rooms/{page} and /api/room/{club}/{room} send them. Every room follows from its (club id, room id)
// pair, so a room linked from anywhere (the clubs area's "room" activities link to /rooms/{clubId}/{activityId})
// answers with the same data as the list row. The list holds ROOM_COUNT rooms, busiest first.

export const ROOM_COUNT = 600;
export const ROOM_PAGE_SIZE = 25;
const FIRST_LIST_ROOM_ID = 100_000;
const LIST_ROOM_STEP = 17;

/** Real script names in the shapes the API sends them: with or without folder and ".Script.txt". */
export const KNOWN_SCRIPTS = [
  'TrackMania/TM_TimeAttack_Online.Script.txt',
  'TrackMania/TM_Rounds_Online.Script.txt',
  'TrackMania/TM_Cup_Online',
  'TM_Laps_Online',
  'TM_Knockout_Online',
  'TM_Teams_Online',
  'TM_Champion_Online',
  'TM_RoyalTimeAttack_Online',
  'TM_Platform_Online',
  'TM_StuntMulti_Online',
  'TrackMania/TM_Stunt_Online.Script.txt',
] as const;

/** Modes the site has no label for: shown raw. */
export const UNKNOWN_SCRIPTS = [
  'TrackMania/TM_TMWTTeams_Online.Script.txt',
  'Custom/Tag_Mode.Script.txt',
  'TM_Speedball_Online',
] as const;

export const KNOWN_REGIONS = ['eu-west', 'ca-central', 'cn-northwest'] as const;
/** A region the site has no country for: shown raw. */
export const UNKNOWN_REGION = 'ap-southeast';

export interface MockScriptSetting {
  key: string;
  type: 'text' | 'integer' | 'boolean';
  value: string;
}

/** The real API's shape (API-SHAPES.md): optional keys left out, not null. */
export interface MockRoom {
  id: number;
  clubid: number;
  clubname?: string;
  name: string;
  nadeo: boolean;
  login: string;
  playercount: number;
  playermax: number;
  region?: string;
  script: string;
  mediaurl?: string;
  serverinfo?: { joinlink?: string };
  scriptsettings?: Record<string, MockScriptSetting>;
  maps?: MockMapInfo[];
}

/** What a list row carries: no maps, media, join link or settings (those come with the room itself). */
export type MockRoomItem = Pick<
  MockRoom,
  'id' | 'clubid' | 'clubname' | 'name' | 'nadeo' | 'login' | 'playercount' | 'playermax' | 'region' | 'script'
>;

export interface MockRoomPage {
  rooms: MockRoomItem[];
  page: number;
  pageCount: number;
}

function pickScript(rng: Rng): string {
  const roll = rng.next();
  // Time Attack is the everyday mode; a few rooms run modes the site does not know.
  if (roll < 0.3) return KNOWN_SCRIPTS[0];
  if (roll < 0.92) return rng.pick(KNOWN_SCRIPTS);
  return rng.pick(UNKNOWN_SCRIPTS);
}

function pickRegion(rng: Rng, nadeo: boolean): string | undefined {
  const roll = rng.next();
  if (nadeo) {
    if (roll < 0.05) return UNKNOWN_REGION;
    if (roll < 0.08) return undefined;
    return rng.pick(['eu-west', 'eu-west', 'eu-west', 'ca-central', 'cn-northwest']);
  }
  // Dedicated servers are the club's own: the region often means little and is empty or left out.
  if (roll < 0.15) return undefined;
  if (roll < 0.35) return '';
  if (roll < 0.42) return UNKNOWN_REGION;
  return rng.pick(KNOWN_REGIONS);
}

function dedicatedLogin(rng: Rng): string {
  const roll = rng.next();
  if (roll < 0.05) return '';
  const word = plainWord(rng).toLowerCase();
  return roll < 0.5 ? `${word}_srv${rng.int(1, 9)}` : `${word}${rng.int(10, 999)}`;
}

/** The fields a list row and the room share, from the pair alone. */
function roomCore(club: ClubRef, roomId: number): MockRoom {
  const rng = rngFor('room', club.id, roomId);
  const nadeo = rng.bool(0.3);
  const playermax = nadeo ? rng.pick([32, 64, 64, 100]) : rng.pick([8, 16, 24, 32, 64, 100]);
  const room: MockRoom = {
    id: roomId,
    clubid: club.id,
    name: styledName(rng),
    nadeo,
    login: nadeo ? rng.token(22) : dedicatedLogin(rng),
    playercount: rng.bool(0.4) ? 0 : rng.int(1, playermax),
    playermax,
    script: pickScript(rng),
  };
  if (rng.next() > 0.05) room.clubname = club.name;
  const region = pickRegion(rng, nadeo);
  if (region !== undefined) room.region = region;
  return room;
}

const setting = (key: string, type: MockScriptSetting['type'], value: string): MockScriptSetting => ({
  key,
  type,
  value,
});

function scriptSettings(rng: Rng, script: string): Record<string, MockScriptSetting> {
  const list = [
    setting('S_TimeLimit', 'integer', String(rng.pick([-1, 300, 600, 900]))),
    setting('S_WarmUpNb', 'integer', String(rng.int(0, 2))),
    setting('S_ChatTime', 'integer', String(rng.pick([5, 10, 20]))),
    setting('S_RespawnBehaviour', 'integer', String(rng.int(0, 4))),
    setting('S_DecoImageUrl_Checkpoint', 'text', rng.bool(0.5) ? '' : `https://example.com/deco/${rng.token(8)}.png`),
  ];
  if (/Rounds|Cup|Champion|Teams|Knockout/i.test(script)) {
    list.push(
      setting('S_PointsLimit', 'integer', String(rng.pick([50, 100, 120]))),
      setting('S_FinishTimeout', 'integer', '-1'),
    );
  }
  if (/Laps/i.test(script)) list.push(setting('S_ForceLapsNb', 'integer', String(rng.int(1, 10))));
  if (/Cup/i.test(script)) list.push(setting('S_NbOfWinners', 'integer', String(rng.int(1, 3))));
  if (/Teams/i.test(script)) list.push(setting('S_UseTieBreak', 'boolean', rng.bool() ? 'true' : 'false'));
  return Object.fromEntries(list.map((item) => [item.key, item]));
}

function mediaUrl(rng: Rng, roomId: number): string | undefined {
  const roll = rng.next();
  if (roll < 0.35) return undefined;
  if (roll < 0.45) return '';
  if (roll < 0.48) return `/mock-img/rooms/room-${roomId}.dds`;
  return `/mock-img/rooms/room-${roomId}.jpg`;
}

/** The full room: the core plus media, join link, settings and (Nadeo rooms) maps. Extras use their own seed. */
function fullRoom(club: ClubRef, roomId: number): MockRoom {
  const room = roomCore(club, roomId);
  const rng = rngFor('room-extra', club.id, roomId);
  const media = mediaUrl(rng, roomId);
  if (media !== undefined) room.mediaurl = media;
  const serverRoll = rng.next();
  // A room whose server is not running has no join link: the key is left out, or the object comes empty.
  if (serverRoll < 0.8) room.serverinfo = { joinlink: `#qjoin=${room.login || `room${roomId}`}@Trackmania` };
  else if (serverRoll < 0.9) room.serverinfo = {};
  const settingsRoll = rng.next();
  if (settingsRoll < 0.85) room.scriptsettings = scriptSettings(rng, room.script);
  else if (settingsRoll < 0.92) room.scriptsettings = {};
  if (room.nadeo) {
    // Uids /api/map/{uid} answers with the very same map (see mapByUid.ts), so the leaderboard links resolve.
    const count = rng.bool(0.08) ? 0 : rng.int(1, 8);
    room.maps = Array.from({ length: count }, () => mapByUid(rng.token(rng.int(25, 27))));
  } else if (rng.bool(0.5)) {
    room.maps = [];
  }
  return room;
}

/** /api/room/{club}/{room}: any positive room id of a known club; undefined for an unknown club. */
export function mockRoom(clubId: number, roomId: number): MockRoom | undefined {
  const club = findClubRef(clubId);
  if (!club || !Number.isSafeInteger(roomId) || roomId <= 0) return undefined;
  return fullRoom(club, roomId);
}

const itemOf = ({
  id,
  clubid,
  clubname,
  name,
  nadeo,
  login,
  playercount,
  playermax,
  region,
  script,
}: MockRoom): MockRoomItem => {
  const item: MockRoomItem = { id, clubid, name, nadeo, login, playercount, playermax, script };
  if (clubname !== undefined) item.clubname = clubname;
  if (region !== undefined) item.region = region;
  return item;
};

/** The listed room at an index of the unsorted list. */
export function listedRoom(index: number): MockRoomItem {
  const club = mockClubRef(rngFor('room-list', index).int(0, CLUB_COUNT - 1));
  return itemOf(roomCore(club, FIRST_LIST_ROOM_ID + index * LIST_ROOM_STEP));
}

let sorted: MockRoomItem[] | undefined;

/** Every listed room, busiest first (ties by id), built once on first use. */
export function allRooms(): MockRoomItem[] {
  sorted ??= Array.from({ length: ROOM_COUNT }, (_, i) => listedRoom(i)).sort(
    (a, b) => b.playercount - a.playercount || a.id - b.id,
  );
  return sorted;
}

/** Case-insensitive, on the visible text of the room's name (codes stripped). */
export function roomMatches(room: MockRoomItem, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || plainText(room.name).toLowerCase().includes(needle);
}

/** One page of the list, filtered by the search when there is one; pageCount counts the filtered pages. */
export function mockRoomPage(page: number, search = ''): MockRoomPage {
  const found = allRooms().filter((room) => roomMatches(room, search));
  const start = page * ROOM_PAGE_SIZE;
  return {
    rooms: found.slice(start, start + ROOM_PAGE_SIZE),
    page,
    pageCount: Math.ceil(found.length / ROOM_PAGE_SIZE),
  };
}
