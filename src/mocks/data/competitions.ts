// Events (competitions), laid out against the present and built one at a time: a request only builds the
// events it returns (a search reads every name, which is cheap).
//
// Two kinds, as on the real site: legacy events (2020-2021, the site's own records, /api/competition/{id})
// and new ones (the game's competitions, /api/comp/{competitionid}). Every event has a site id (`id`);
// only new ones have a `competitionid`, which is what the list links them by.
//
// Competition ids of new events are 90,000-90,999: the club activities of type "competition" point there
// (clubActivities.ts COMPETITION_IDS; a test keeps both in step), and Cup of the Day ids (150 + 5 per cup, about 21,000 in 2026)
// stay far below for years.
import type { Player } from '../../api/types';
import { CLUB_COUNT, mockClubRef, type ClubRef } from './clubRefs';
import { styledName, plainText } from './gameText';
import { mockPlayer, PLAYER_COUNT } from './players';
import { rngFor } from './random';
import { DAY_SECONDS, nowSeconds } from './time';

export const LEGACY_COUNT = 120;
export const COMP_ID_BASE = 90_000;
export const NEW_COUNT = 1000;
export const EVENT_COUNT = LEGACY_COUNT + NEW_COUNT;
/** Events per list page (our choice; the real size is not documented). */
export const EVENTS_PAGE_SIZE = 20;
/** The site id of the oldest event. */
export const EVENT_ID_BASE = 3001;

const HOUR = 3600;
const LEGACY_FIRST = Date.UTC(2020, 6, 1, 18) / 1000;
const LEGACY_STEP = 2.5 * DAY_SECONDS;
const NEW_STEP = 2 * DAY_SECONDS;

/** Indexes (0 is the oldest) of events with a known shape, for the tests and for trying things by hand. */
export const FEATURED = {
  /** Starts in a few days: registration open, every round ahead. */
  upcoming: EVENT_COUNT - 1,
  /** Runs now: one round ended, one running, one ahead; teams, a club and every link. */
  live: EVENT_COUNT - 3,
  /** Over, but the API sends no rounds. */
  noRounds: EVENT_COUNT - 4,
  /** A legacy event with every field. */
  legacy: LEGACY_COUNT - 1,
  /** A legacy event with empty strings, no logo and no player limit. */
  legacyBare: 7,
} as const;

const FEATURED_NAMES: Record<number, string> = {
  [FEATURED.upcoming]: '$o$f80Winter $fffOpen',
  [FEATURED.live]: '$o$0cfGrand $fffLeague',
  [FEATURED.noRounds]: '$i$1e9Community Night Cup',
  [FEATURED.legacy]: '$o$fd0Summer $fffMasters 2021',
  [FEATURED.legacyBare]: 'Sunday Knockout',
};

const KINDS = ['Cup', 'League', 'Open', 'Trophy', 'Knockout', 'Championship', 'Series', 'Showdown', 'Masters', 'Clash'];

export interface EventInfo {
  index: number;
  /** The site's id (list `id`, legacy route). */
  id: number;
  /** The game's competition id; 0 for legacy events. */
  competitionid: number;
  legacy: boolean;
  name: string;
  startdate: number;
  enddate: number;
  /** Registration window; 0 when the API does not know it. */
  registrationstart: number;
  registrationend: number;
  numplayers: number;
  club: ClubRef | undefined;
  creator: Player;
  /** '' when the event has no logo. */
  logourl: string;
  /** Events played in teams have a team list and team names in their results. */
  teams: boolean;
}

/** Times of new events move with the present, rounded to the hour so that answers within an hour agree. */
export const anchorOf = (now: number) => Math.floor(now / HOUR) * HOUR;

function nameOf(index: number): string {
  const featured = FEATURED_NAMES[index];
  if (featured !== undefined) return featured;
  const rng = rngFor('event-name', index);
  const base = `${styledName(rng)}$z ${rng.pick(KINDS)}`;
  return rng.bool(0.3) ? `${base} #${rng.int(1, 40)}` : base;
}

function timesOf(index: number, now: number): { startdate: number; enddate: number } {
  const rng = rngFor('event-time', index);
  const anchor = anchorOf(now);
  if (index === FEATURED.live) return { startdate: anchor - 2 * DAY_SECONDS, enddate: anchor + 5 * DAY_SECONDS };
  if (index === FEATURED.upcoming) return { startdate: anchor + 6 * DAY_SECONDS, enddate: anchor + 8 * DAY_SECONDS };
  if (index === FEATURED.noRounds)
    return { startdate: anchor - 3 * DAY_SECONDS, enddate: anchor - 3 * DAY_SECONDS + 3 * HOUR };
  const startdate =
    index < LEGACY_COUNT
      ? LEGACY_FIRST + Math.round(index * LEGACY_STEP) + rng.int(0, 4) * HOUR
      : anchor + 6 * DAY_SECONDS - (EVENT_COUNT - 1 - index) * NEW_STEP + rng.int(-6, 6) * HOUR;
  const roll = rng.next();
  // Most events are a one-evening cup; some last a weekend, a few are leagues of several weeks.
  const hours = roll < 0.6 ? rng.int(2, 6) : roll < 0.85 ? rng.int(24, 72) : rng.int(7, 28) * 24;
  return { startdate, enddate: startdate + hours * HOUR };
}

const cache = new Map<string, EventInfo>();

/** Everything about one event, by index. */
export function eventAt(index: number, now = nowSeconds()): EventInfo {
  const key = `${index}@${anchorOf(now)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const rng = rngFor('event', index);
  const legacy = index < LEGACY_COUNT;
  const { startdate, enddate } = timesOf(index, now);
  const started = now >= startdate;
  const teams = index === FEATURED.live || (!legacy && index !== FEATURED.upcoming && rng.bool(0.2));
  // Team events fill whole teams of three; an event ahead counts the players registered so far.
  let numplayers = legacy ? rng.int(16, 512) : rng.bool(0.7) ? rng.int(24, 400) : rng.int(400, 3000);
  if (teams) numplayers = (index === FEATURED.live ? 12 : rng.int(4, 32)) * 3;
  if (!started && index !== FEATURED.live) numplayers = Math.min(numplayers, rng.int(0, 180));
  const registrationKnown = index === FEATURED.upcoming || index === FEATURED.live || (!legacy && rng.bool(0.7));
  const info: EventInfo = {
    index,
    id: EVENT_ID_BASE + index,
    competitionid: legacy ? 0 : COMP_ID_BASE + index - LEGACY_COUNT,
    legacy,
    name: nameOf(index),
    startdate,
    enddate,
    registrationstart: registrationKnown ? startdate - rng.int(3, 14) * DAY_SECONDS : 0,
    registrationend: registrationKnown ? startdate - rng.int(1, 12) * HOUR : 0,
    numplayers,
    club:
      index === FEATURED.live || (index !== FEATURED.legacyBare && rng.bool(0.6))
        ? mockClubRef(rng.int(0, CLUB_COUNT - 1))
        : undefined,
    creator: mockPlayer(rng.int(1, PLAYER_COUNT - 1)),
    logourl:
      index === FEATURED.legacyBare || (index !== FEATURED.live && index !== FEATURED.legacy && rng.bool(0.25))
        ? ''
        : `/mock-img/logos/e${EVENT_ID_BASE + index}.png`,
    teams,
  };
  if (cache.size > 5000) cache.clear();
  cache.set(key, info);
  return info;
}

/** The event with a site id, or undefined. */
export function findEventById(id: number, now = nowSeconds()): EventInfo | undefined {
  const index = id - EVENT_ID_BASE;
  return Number.isInteger(index) && index >= 0 && index < EVENT_COUNT ? eventAt(index, now) : undefined;
}

/** The new event with a competition id, or undefined (legacy events have none). */
export function findEventByCompetitionId(competitionid: number, now = nowSeconds()): EventInfo | undefined {
  const offset = competitionid - COMP_ID_BASE;
  return Number.isInteger(offset) && offset >= 0 && offset < NEW_COUNT
    ? eventAt(LEGACY_COUNT + offset, now)
    : undefined;
}

/** An item of /api/competitions/{page}. */
export function listItemOf(event: EventInfo) {
  return {
    id: event.id,
    competitionid: event.competitionid,
    clubid: event.club?.id ?? 0,
    name: event.name,
    timestamp: event.startdate - 20 * DAY_SECONDS,
    startdate: event.startdate,
    enddate: event.enddate,
    numplayers: event.numplayers,
    logourl: event.logourl,
    creatorplayer: event.creator,
  };
}

let plainNames: string[] | undefined;

/** Indexes of the events whose plain name contains the search (any case), newest first. */
function matchingIndexes(search: string): number[] {
  plainNames ??= Array.from({ length: EVENT_COUNT }, (_, index) => plainText(nameOf(index)).toLowerCase());
  const needle = search.trim().toLowerCase();
  const indexes: number[] = [];
  for (let index = EVENT_COUNT - 1; index >= 0; index -= 1) {
    if (needle === '' || (plainNames[index] ?? '').includes(needle)) indexes.push(index);
  }
  return indexes;
}

/** A page of the list, newest first, with the number of pages. */
export function eventPage(page: number, search = '', now = nowSeconds()) {
  const indexes = matchingIndexes(search);
  const competitions = indexes
    .slice(page * EVENTS_PAGE_SIZE, (page + 1) * EVENTS_PAGE_SIZE)
    .map((index) => listItemOf(eventAt(index, now)));
  return { competitions, page, page_max: Math.ceil(indexes.length / EVENTS_PAGE_SIZE) };
}
