import type { Player } from '../../api/types';
import { CLUB_COUNT, clubIndexOf, mockClubRef } from './clubRefs';
import { clubTag, styledName, plainText } from './gameText';
import { mockPlayer, PLAYER_COUNT } from './players';
import { rngFor, type Rng } from './random';
import { DAY_SECONDS, nowSeconds } from './time';

// Clubs as /api/clubs/{page} and /api/club/{id} send them. Ids and names come from clubRefs.ts, so a club linked
// from a campaign or a room is the same club here. Index 0 is the most popular club; the list keeps that order.

export const CLUBS_PAGE_SIZE = 25;
/** A club with every image, a description, verified and featured: the one to look at. */
export const SHOWCASE_CLUB_INDEX = 0;
/** A club with no images, no description and no activities: the bare case. */
export const BARE_CLUB_INDEX = 7;

export interface MockClub {
  id: number;
  name: string;
  tag: string;
  description: string;
  iconUrl: string;
  logoUrl: string;
  decalUrl: string;
  backgroundUrl: string;
  verticalUrl: string;
  screen16x9Url: string;
  screen64x41Url: string;
  decalSponsor4x1Url: string;
  screen8x1Url: string;
  screen16x1Url: string;
  screen2x1Url?: string;
  creationTimestamp: number;
  popularityLevel: number;
  state: string;
  featured: boolean;
  verified: boolean;
  membercount: number;
  /** The spec's name; some answers carry the older `creatorplayer` instead (API-SHAPES.md). */
  authorplayer?: Player;
  creatorplayer?: Player;
  latesteditorplayer?: Player;
}

const FIRST_CLUB_TIME = Date.UTC(2020, 6, 1) / 1000;
const DESCRIPTION_LINES = [
  'Welcome to the club! Weekly cups every $oFriday$z at 20:00 CET.',
  'We build $0cftech$z and $f80dirt$z maps and race them together.',
  'Join our Discord: $l[https://discord.gg/trackmania]discord.gg/trackmania$l',
  'Skins, items and a campaign every season.',
  'Ранкед тренировки каждый день 🔥',
  'Be nice, drive fast, have fun.',
];

/**
 * "Now" for club data, on the hour: values drawn against the present stay the same between two requests (and between
 * a test and the page it renders) instead of moving every second.
 */
export function clubClock(): number {
  return Math.floor(nowSeconds() / 3600) * 3600;
}

/** The club's author: a stable player per club (members and the summary agree on it). */
export function clubAuthorIndex(index: number): number {
  return 1 + ((index * 7919 + 101) % (PLAYER_COUNT - 1));
}

function description(rng: Rng, index: number): string {
  if (index === BARE_CLUB_INDEX || (index !== SHOWCASE_CLUB_INDEX && rng.bool(0.25))) return '';
  const count = index === SHOWCASE_CLUB_INDEX ? 3 : rng.int(1, 3);
  // The showcase's description has the link line, so the page's live links can be seen.
  const start = index === SHOWCASE_CLUB_INDEX ? 0 : rng.int(0, DESCRIPTION_LINES.length - 1);
  return Array.from({ length: count }, (_, i) => DESCRIPTION_LINES[(start + i) % DESCRIPTION_LINES.length] ?? '').join(
    '\n',
  );
}

/** An image url, or "" when the club has none (the API sends empty strings, not missing keys). */
function image(rng: Rng, all: boolean | undefined, chance: number, url: string): string {
  if (all !== undefined) return all ? url : '';
  return rng.bool(chance) ? url : '';
}

const clubCache = new Map<number, MockClub>();

/** The club at an index of the data set (wrapping around). */
export function mockClub(index: number): MockClub {
  const wrapped = ((index % CLUB_COUNT) + CLUB_COUNT) % CLUB_COUNT;
  const cached = clubCache.get(wrapped);
  if (cached) return cached;
  const { id, name } = mockClubRef(wrapped);
  const rng = rngFor('club', wrapped);
  const all = wrapped === SHOWCASE_CLUB_INDEX ? true : wrapped === BARE_CLUB_INDEX ? false : undefined;
  const img = (part: string, chance: number, kind = 'clubs') =>
    image(rng, all, chance, `/mock-img/${kind}/${id}-${part}.png`);
  const created = FIRST_CLUB_TIME + rng.int(0, Math.max(1, clubClock() - FIRST_CLUB_TIME - 30 * DAY_SECONDS));
  const club: MockClub = {
    id,
    name,
    tag: rng.bool(0.85) || all ? clubTag(rng) : '',
    description: description(rng, wrapped),
    iconUrl: img('icon', 0.85),
    logoUrl: img('logo', 0.5),
    // Decals are game textures: the browser cannot show .dds, the page offers the file instead.
    decalUrl: image(rng, all, 0.6, `/mock-files/clubs/${id}-decal.dds`),
    backgroundUrl: img('background', 0.5, 'wide'),
    verticalUrl: img('vertical', 0.4),
    screen16x9Url: img('screen16x9', 0.3, 'wide'),
    screen64x41Url: img('screen64x41', 0.3),
    decalSponsor4x1Url: image(rng, all, 0.2, `/mock-files/clubs/${id}-sponsor4x1.dds`),
    screen8x1Url: img('screen8x1', 0.25, 'wide'),
    screen16x1Url: img('screen16x1', 0.25, 'wide'),
    creationTimestamp: created,
    popularityLevel: Math.max(0, 5 - Math.floor(wrapped / 30)),
    state: wrapped === SHOWCASE_CLUB_INDEX || rng.bool(0.8) ? 'public' : rng.pick(['private-open', 'private-closed']),
    featured: wrapped === SHOWCASE_CLUB_INDEX || (wrapped < 20 && rng.bool(0.4)),
    verified: wrapped === SHOWCASE_CLUB_INDEX || rng.bool(0.15),
    membercount:
      wrapped === BARE_CLUB_INDEX
        ? 3
        : Math.min(PLAYER_COUNT - 1, Math.round(4500 / (1 + wrapped * 0.15)) + rng.int(0, 40)),
  };
  if (all !== false && rng.bool(0.3)) club.screen2x1Url = `/mock-img/wide/${id}-screen2x1.png`;
  const author = mockPlayer(clubAuthorIndex(wrapped));
  // Most answers use the spec's authorplayer; every fifth club carries the older creatorplayer only.
  if (wrapped % 5 === 3) club.creatorplayer = author;
  else club.authorplayer = author;
  if (rng.bool(0.8)) club.latesteditorplayer = rng.bool(0.6) ? author : mockPlayer(rng.int(1, PLAYER_COUNT - 1));
  clubCache.set(wrapped, club);
  return club;
}

/** The club behind an id, or undefined when the data set has none. */
export function findMockClub(id: number): MockClub | undefined {
  const index = clubIndexOf(id);
  return index === undefined ? undefined : mockClub(index);
}

/** An id no club of the data set has (the ids step by 37 from 10000). */
export const UNKNOWN_CLUB_ID = 9_999_999;

/** Case-insensitive, on the visible text of the name and the tag. */
export function clubMatches(club: MockClub, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [club.name, club.tag].some((text) => plainText(text).toLowerCase().includes(needle));
}

export interface MockClubPage {
  clubs: MockClub[];
  page: number;
  pageCount: number;
}

/** One page of the club list, by popularity, filtered by the search when there is one. */
export function mockClubPage(page: number, search = ''): MockClubPage {
  const all = Array.from({ length: CLUB_COUNT }, (_, i) => mockClub(i));
  const found = search.trim() === '' ? all : all.filter((club) => clubMatches(club, search));
  const start = page * CLUBS_PAGE_SIZE;
  return {
    clubs: found.slice(start, start + CLUBS_PAGE_SIZE),
    page,
    pageCount: Math.ceil(found.length / CLUBS_PAGE_SIZE),
  };
}

/** A styled name for club contents (activities, packs, skins), stable for its seed. */
export function mockLabel(...seed: (string | number)[]): string {
  return styledName(rngFor('club-label', ...seed));
}
