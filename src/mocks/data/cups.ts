// Cups of the Day, laid out against the present and computed one page at a time: thousands of cups
// exist, but a request only builds the dozen it returns.
//
// Schedule: one cup a day at 19:00 Paris from 2020-11-01; from 2023 on two reruns follow the next day
// at 03:00 and 11:00 Paris ("#2", "#3"; the main cup becomes "#1"). From 2023-06-01 every cup also has
// a platform-exclusive variant for PC, Xbox, PlayStation and Luna (crossplay disabled). The list also
// holds the one cup that has not started yet, as the real site does.
import { parisToUnix } from './parisClock';
import { rngFor } from './random';
import { nowSeconds } from './time';
import type { Player } from '../../api/types';
import type { EventResult } from '../../data/competitions';
import { mockPlayer, PLAYER_COUNT } from './players';

export const CUP_PLATFORMS = ['crossplay', 'pc', 'xbl', 'psn', 'luna'] as const;
export type CupPlatform = (typeof CUP_PLATFORMS)[number];

/** Cups per list page (node-trackmania.io documents 12). */
export const CUP_PAGE_SIZE = 12;
/** A cup lasts about two hours: a 15-minute qualification, then the knockout. */
export const CUP_DURATION_SECONDS = 2 * 3600;
export const QUALIFICATION_SECONDS = 15 * 60;

const FIRST_DAY = Date.UTC(2020, 10, 1);
const DAY_MS = 86_400_000;
const dayIndexOf = (year: number, month: number, day: number) =>
  Math.round((Date.UTC(year, month - 1, day) - FIRST_DAY) / DAY_MS);
/** First day with three cups (main cup and two reruns). */
const RERUNS_FROM_DAY = dayIndexOf(2023, 1, 1);
/** First day with platform-exclusive variants. */
const PLATFORMS_FROM_DAY = dayIndexOf(2023, 6, 1);
const PLATFORMS_FROM_SLOT = RERUNS_FROM_DAY + (PLATFORMS_FROM_DAY - RERUNS_FROM_DAY) * 3;
const ID_BASE = 150;

const PLATFORM_LABEL: Record<CupPlatform, string> = {
  crossplay: '',
  pc: 'PC',
  xbl: 'Xbox',
  psn: 'PlayStation',
  luna: 'Luna',
};

export interface CupListItem {
  id: number;
  name: string;
  starttime: number;
  endtime: number;
  players: number;
}

export interface CupInfo extends CupListItem {
  platform: CupPlatform;
  /** 0 for the main cup, 1 and 2 for the reruns. */
  rerun: number;
  /** The calendar day of the cup (reruns play the previous evening's map). */
  date: { year: number; month: number; day: number };
}

/** A slot numbers every crossplay cup in time order: one per day, then three per day from 2023. */
function slotParts(slot: number): { dayIndex: number; rerun: number } {
  if (slot < RERUNS_FROM_DAY) return { dayIndex: slot, rerun: 0 };
  return { dayIndex: RERUNS_FROM_DAY + Math.floor((slot - RERUNS_FROM_DAY) / 3), rerun: (slot - RERUNS_FROM_DAY) % 3 };
}

function dateOf(dayIndex: number) {
  const date = new Date(FIRST_DAY + dayIndex * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function slotStart(slot: number): number {
  const { dayIndex, rerun } = slotParts(slot);
  const { year, month, day } = dateOf(dayIndex);
  if (rerun === 0) return parisToUnix(year, month, day, 19);
  return parisToUnix(year, month, day + 1, rerun === 1 ? 3 : 11);
}

/** The newest slot in the lists: the first cup that has not started yet. */
export function lastSlot(now = nowSeconds()): number {
  let low = 0;
  let high = 40_000;
  // Smallest slot starting after now.
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (slotStart(mid) > now) high = mid;
    else low = mid + 1;
  }
  return low;
}

const firstSlotOf = (platform: CupPlatform) => (platform === 'crossplay' ? 0 : PLATFORMS_FROM_SLOT);

export function cupCount(platform: CupPlatform, now = nowSeconds()): number {
  return lastSlot(now) - firstSlotOf(platform) + 1;
}

export function cupId(platform: CupPlatform, slot: number): number {
  return ID_BASE + slot * CUP_PLATFORMS.length + CUP_PLATFORMS.indexOf(platform);
}

const pad = (n: number) => String(n).padStart(2, '0');

function playerCount(platform: CupPlatform, slot: number, rerun: number, dayIndex: number): number {
  const rng = rngFor('cup-players', platform, slot);
  const growth = Math.min(1, dayIndex / 1200);
  const main = Math.round(1800 + growth * 2600 + rng.int(-300, 300));
  const crossplay = [main, rng.int(700, 1400), rng.int(300, 800)][rerun] ?? main;
  const share: Record<CupPlatform, number> = { crossplay: 1, pc: 0.12, xbl: 0.04, psn: 0.06, luna: 0.008 };
  return Math.max(
    rerun === 0 ? 8 : 3,
    Math.min(PLAYER_COUNT - 100, Math.round(crossplay * share[platform] * (0.8 + rng.next() * 0.4))),
  );
}

/** Everything about one cup, from its list and slot. */
export function cupAt(platform: CupPlatform, slot: number, now = nowSeconds()): CupInfo {
  const { dayIndex, rerun } = slotParts(slot);
  const date = dateOf(dayIndex);
  const starttime = slotStart(slot);
  const label = PLATFORM_LABEL[platform];
  const suffix = dayIndex >= RERUNS_FROM_DAY ? ` #${rerun + 1}` : '';
  return {
    id: cupId(platform, slot),
    name: `Cup of the Day${label ? ` ${label}` : ''} ${date.year}-${pad(date.month)}-${pad(date.day)}${suffix}`,
    starttime,
    endtime: starttime + CUP_DURATION_SECONDS,
    players: starttime > now ? 0 : playerCount(platform, slot, rerun, dayIndex),
    platform,
    rerun,
    date,
  };
}

/** A page of a platform's list, newest first, and the number of pages. */
export function cupPage(
  platform: CupPlatform,
  page: number,
  now = nowSeconds(),
): { competitions: CupListItem[]; page_max: number } {
  const last = lastSlot(now);
  const count = last - firstSlotOf(platform) + 1;
  const competitions: CupListItem[] = [];
  for (let i = page * CUP_PAGE_SIZE; i < Math.min(count, (page + 1) * CUP_PAGE_SIZE); i += 1) {
    const { id, name, starttime, endtime, players } = cupAt(platform, last - i, now);
    competitions.push({ id, name, starttime, endtime, players });
  }
  return { competitions, page_max: Math.ceil(count / CUP_PAGE_SIZE) };
}

/** The cup behind an id, or undefined when no list holds it. */
export function findCup(id: number, now = nowSeconds()): CupInfo | undefined {
  if (!Number.isSafeInteger(id) || id < ID_BASE) return undefined;
  const platform = CUP_PLATFORMS[(id - ID_BASE) % CUP_PLATFORMS.length];
  const slot = Math.floor((id - ID_BASE) / CUP_PLATFORMS.length);
  if (platform === undefined || slot < firstSlotOf(platform) || slot > lastSlot(now)) return undefined;
  return cupAt(platform, slot, now);
}

// ---- One cup as a competition: a qualification challenge, then one knockout match per division. ----

/** Players per division: the qualification's top 64 play Division 1, the next 64 Division 2, and so on. */
export const DIVISION_SIZE = 64;
/** Results per page of the qualification (our choice; the real page size is not documented). */
export const QUALIFICATION_PAGE_SIZE = 50;
/** Results per page of a match (node-trackmania.io documented 25). */
export const MATCH_PAGE_SIZE = 25;

/** A qualification or division result as the cup page reads it: the page's own row type keeps the mock in step. */
export type MockResult = EventResult;

export const challengeIdOf = (cup: CupInfo) => 900_000 + cup.id;
export const matchIdOf = (cup: CupInfo, division: number) => cup.id * 100 + division;
export const divisionCount = (cup: CupInfo) => Math.ceil(cup.players / DIVISION_SIZE);

/** The division a match id stands for in this cup, or undefined. */
export function divisionOfMatch(cup: CupInfo, matchId: number): number | undefined {
  const division = matchId - cup.id * 100;
  return division >= 1 && division <= divisionCount(cup) && knockoutStarted(cup) ? division : undefined;
}

const knockoutStarted = (cup: CupInfo, now = nowSeconds()) => now >= cup.starttime + QUALIFICATION_SECONDS;

function status(start: number, end: number, now: number): string {
  if (now < start) return 'PENDING';
  return now < end ? 'ONGOING' : 'COMPLETED';
}

/** The /api/comp/{id} answer for a cup. */
export function mockCompetition(cup: CupInfo, options: { empty?: boolean; now?: number } = {}) {
  const now = options.now ?? nowSeconds();
  const rng = rngFor('cup-comp', cup.id);
  const knockoutStart = cup.starttime + QUALIFICATION_SECONDS;
  const knockoutStatus = status(knockoutStart, cup.endtime, now);
  const divisions = knockoutStarted(cup, now) ? divisionCount(cup) : 0;
  const rounds = [
    {
      id: cup.id * 10 + 1,
      name: 'Qualification',
      status: status(cup.starttime, knockoutStart, now),
      startdate: cup.starttime,
      enddate: knockoutStart,
      matches: [],
      challenges: [{ id: challengeIdOf(cup), name: `${cup.name} - Challenge` }],
    },
    {
      id: cup.id * 10 + 2,
      name: 'Knockout',
      status: knockoutStatus,
      startdate: knockoutStart,
      enddate: cup.endtime,
      matches: Array.from({ length: divisions }, (_, i) => ({
        id: matchIdOf(cup, i + 1),
        name: `Round 1 - Match ${i + 1}`,
        completed: knockoutStatus === 'COMPLETED',
      })),
      challenges: [],
    },
  ];
  return {
    id: cup.id,
    numplayers: cup.players,
    liveid: `LID-COMP-${rng.token(20).toLowerCase()}`,
    creator: rngFor('cup-creator').uuid(),
    name: cup.name,
    description: '',
    registrationstart: cup.starttime - 3600,
    registrationend: cup.endtime,
    startdate: cup.starttime,
    enddate: cup.endtime,
    leaderboardid: 5000 + cup.id,
    manialink: '',
    rulesurl: '',
    streamurl: '',
    websiteurl: '',
    logourl: '',
    verticalurl: '',
    rounds: options.empty ? [] : rounds,
  };
}

// Distinct players within a cup: a stride coprime with the pool walks it without repeating.
const POOL = PLAYER_COUNT - 1;
const STRIDE = 7919;

/** The player who qualified at a position (1-based). */
export function qualifiedPlayer(cup: CupInfo, position: number): Player {
  const offset = rngFor('cup-field', cup.id).int(0, POOL - 1);
  return mockPlayer(1 + ((offset + (position - 1) * STRIDE) % POOL));
}

/** A qualification time: close to the map's author time at the top, slower down the field. */
export function qualificationScore(cup: CupInfo, position: number, authorScore: number): number {
  const base = Math.round(authorScore * 0.985);
  const spread = authorScore * 0.12;
  return base + Math.round(spread * ((position - 1) / Math.max(1, cup.players)) ** 1.7) + (position - 1) * 3;
}

export function qualificationPage(cup: CupInfo, page: number, authorScore: number): MockResult[] {
  const results: MockResult[] = [];
  const from = page * QUALIFICATION_PAGE_SIZE + 1;
  for (let position = from; position < from + QUALIFICATION_PAGE_SIZE && position <= cup.players; position += 1) {
    results.push({
      player: qualifiedPlayer(cup, position),
      position,
      score: qualificationScore(cup, position, authorScore),
    });
  }
  return results;
}

/** The final order of a division: its qualifiers, shuffled by the knockout. */
export function divisionOrder(cup: CupInfo, division: number): number[] {
  const first = (division - 1) * DIVISION_SIZE + 1;
  const qualifiers = Array.from(
    { length: Math.max(0, Math.min(DIVISION_SIZE, cup.players - first + 1)) },
    (_, i) => first + i,
  );
  const rng = rngFor('cup-division', cup.id, division);
  for (let i = qualifiers.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [qualifiers[i], qualifiers[j]] = [qualifiers[j] ?? 0, qualifiers[i] ?? 0];
  }
  return qualifiers;
}

export function divisionPage(cup: CupInfo, division: number, page: number): MockResult[] {
  const order = divisionOrder(cup, division);
  return order.slice(page * MATCH_PAGE_SIZE, (page + 1) * MATCH_PAGE_SIZE).map((qualifier, i) => {
    const position = page * MATCH_PAGE_SIZE + i + 1;
    // The knockout's score: how many rounds the player survived.
    return { player: qualifiedPlayer(cup, qualifier), position, score: order.length - position };
  });
}
