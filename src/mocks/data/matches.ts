// Matchmaking matches: three lists (2v2, 3v3, Royal), newest first, computed one page at a time, and the detail of
// every listed match computed from its live id. A few fixed ids show the views the lists do not cover on their own.
import type { Player } from '../../api/types';
import { mockMap } from './maps';
import { mockPlayer, PLAYER_COUNT, unknownPlayer } from './players';
import { rngFor, type Rng } from './random';
import { DAY_SECONDS, nowSeconds } from './time';

export const MATCH_PAGE_SIZE = 25;

export interface MockMatchListItem {
  id: number;
  lid: string;
  starttime: number;
  status: string;
  maps: { mapUid: string; name: string }[];
}

export interface MockMatchPlayer {
  player: Player;
  team?: number;
  score: number;
  rank: number;
  mvp?: boolean;
  leaver?: boolean;
  matchmakingpoints?: { before: number; after: number };
}

export interface MockMatch {
  id: number;
  lid: string;
  name: string;
  group: string;
  status: string;
  startdate: number;
  enddate: number;
  scoredirection: string;
  participanttype: 'team' | 'player';
  maps: { file?: string; fileUrl: string; mapUid: string; name: string }[];
  teams: { index: number; score: number }[];
  players: MockMatchPlayer[];
  /** 2024 clients model them as {name, type, value}. */
  scriptsettings?: { name: string; type?: string; value: string }[];
  serverid?: number;
}

interface ListSpec {
  label: string;
  total: number;
  firstId: number;
  /** Start of the newest match, unix seconds. */
  newest: () => number;
  spacing: number;
  teamSize: number;
}

// 2v2 is live (the newest match started a minute ago); 3v3 and Royal were discontinued, so their lists are history.
// Royal spans 2023 and 2024, so both clan palettes appear in the list. Totals end on short pages.
const LISTS: Readonly<Record<number, ListSpec>> = {
  5: { label: '2v2', total: 137, firstId: 9_800_000, newest: () => nowSeconds() - 60, spacing: 240, teamSize: 2 },
  2: {
    label: '3v3',
    total: 63,
    firstId: 7_200_000,
    newest: () => Date.UTC(2025, 5, 30, 18) / 1000,
    spacing: 3 * 3600,
    teamSize: 3,
  },
  3: {
    label: 'royal',
    total: 52,
    firstId: 5_100_000,
    newest: () => Date.UTC(2024, 2, 10, 20) / 1000,
    spacing: 8 * DAY_SECONDS,
    teamSize: 3,
  },
};

export const MATCH_TYPE_IDS = [5, 2, 3] as const;

/** How many matches a type's list holds (0 for unknown types). */
export function matchCount(typeId: number): number {
  return LISTS[typeId]?.total ?? 0;
}

/** The list's live id: the type and position are encoded in it, so a detail request can be answered lazily. */
function listLid(typeId: number, index: number): string {
  return `LID-MTCH-m${typeId}${String(index).padStart(5, '0')}${rngFor('match-lid', typeId, index).token(8).toLowerCase()}`;
}

function listStatus(typeId: number, index: number): string {
  if (typeId !== 5) return 'COMPLETED';
  if (index === 0 || index === 3) return 'PENDING';
  if (index === 1 || index === 2 || index === 6) return 'ONGOING';
  return 'COMPLETED';
}

/** The list item at a position, or undefined past the end. */
export function matchListItem(typeId: number, index: number): MockMatchListItem | undefined {
  const spec = LISTS[typeId];
  if (!spec || index < 0 || index >= spec.total) return undefined;
  const rng = rngFor('match', typeId, index);
  const mapCount = typeId === 3 ? rng.int(1, 5) : rng.pick([1, 1, 1, 2, 3]);
  const maps = Array.from({ length: mapCount }, (_, n) => {
    const map = mockMap(`match-${typeId}-${index}-${n}`, { kind: typeId === 3 ? 'royal' : 'race' });
    return { mapUid: map.mapUid, name: map.name };
  });
  return {
    id: spec.firstId - index,
    lid: listLid(typeId, index),
    starttime: spec.newest() - index * spec.spacing - rng.int(0, Math.floor(spec.spacing / 4)),
    status: listStatus(typeId, index),
    maps,
  };
}

/** One page of a list: 25 items, fewer on the last page, none after it. */
export function matchListPage(typeId: number, page: number): MockMatchListItem[] {
  const items: MockMatchListItem[] = [];
  for (let i = page * MATCH_PAGE_SIZE; i < (page + 1) * MATCH_PAGE_SIZE; i += 1) {
    const item = matchListItem(typeId, i);
    if (item) items.push(item);
  }
  return items;
}

const somePlayer = (rng: Rng): Player =>
  rng.bool(0.03) ? unknownPlayer(rng.int(0, 1e6)) : mockPlayer(rng.int(1, PLAYER_COUNT - 1));

/** Players of a team match; the best player of a completed match's winning side is the MVP, some matches have a leaver. */
function teamPlayers(rng: Rng, teamCount: number, teamSize: number, status: string, winner: number): MockMatchPlayer[] {
  const leaverAt = rng.bool(0.3) ? rng.int(0, teamCount * teamSize - 1) : -1;
  const players = Array.from({ length: teamCount * teamSize }, (_, n): MockMatchPlayer => {
    const score = status === 'PENDING' ? 0 : rng.int(0, 60);
    const before = rng.int(800, 4200);
    const entry: MockMatchPlayer = { player: somePlayer(rng), team: Math.floor(n / teamSize), score, rank: 0 };
    if (status === 'COMPLETED') entry.matchmakingpoints = { before, after: before + rng.int(-30, 40) };
    if (n === leaverAt && status !== 'PENDING') entry.leaver = true;
    return entry;
  });
  const ranked = [...players].sort((a, b) => b.score - a.score);
  ranked.forEach((entry, position) => {
    if (status !== 'PENDING') entry.rank = position + 1;
  });
  const mvp = ranked.find((entry) => entry.team === winner);
  if (status === 'COMPLETED' && mvp) mvp.mvp = true;
  return players;
}

function listDetail(typeId: number, index: number): MockMatch | undefined {
  const item = matchListItem(typeId, index);
  const spec = LISTS[typeId];
  if (!item || !spec) return undefined;
  const rng = rngFor('match-detail', typeId, index);
  const royal = typeId === 3;
  const done = item.status === 'COMPLETED';
  // Royal answers list 30 teams; only some of them take part.
  const clans = royal ? rng.int(10, 20) : 2;
  const winner = rng.int(0, clans - 1);
  const teams = Array.from({ length: royal ? 30 : 2 }, (_, t) => ({
    index: t,
    score:
      t >= clans || item.status === 'PENDING'
        ? 0
        : t === winner && done
          ? royal
            ? 100
            : 5
          : rng.int(0, royal ? 90 : 4),
  }));
  const maps = item.maps.map((map) => ({
    ...(rng.bool(0.5) ? { file: `${map.mapUid}.Map.Gbx` } : {}),
    fileUrl: `/mock-files/maps/${map.mapUid}.Map.Gbx`,
    ...map,
  }));
  const match: MockMatch = {
    id: item.id,
    lid: item.lid,
    name: royal
      ? `${index % 7 === 3 ? 'Super royal ' : 'Official royal - '}${item.id}`
      : `Ranked ${spec.label} - ${item.id}`,
    group: `matchmaking_${spec.label}`,
    status: item.status,
    startdate: item.starttime,
    enddate: done ? item.starttime + rng.int(600, 1500) : 0,
    scoredirection: 'Ascending',
    participanttype: 'team',
    maps,
    teams,
    players: teamPlayers(rng, clans, spec.teamSize, item.status, winner),
    serverid: rng.int(100_000, 999_999),
  };
  // Most answers carry settings without values; some leave the key out.
  if (rng.bool(0.7)) match.scriptsettings = [{ name: 'S_DecoImageUrl_Checkpoint', value: '' }];
  return match;
}

const LIST_LID = /^lid-mtch-m(\d)(\d{5})[a-z0-9]{8}$/;

/** The detail of a match by live id, in any letter case; undefined for ids that name no match. */
export function matchDetail(lid: string): MockMatch | undefined {
  const lower = lid.toLowerCase();
  const special = specialMatch(lower);
  if (special) return special;
  const parsed = LIST_LID.exec(lower);
  if (!parsed) return undefined;
  const [typeId, index] = [Number(parsed[1]), Number(parsed[2])];
  const detail = listDetail(typeId, index);
  return detail && detail.lid.toLowerCase() === lower ? detail : undefined;
}

// ---- Fixed matches: every view and rule, reachable by id (the go-to input, tests, e2e). ----

/** Live ids of the fixed matches, as the API writes them (upper-case prefix). */
export const SPECIAL_MATCHES = {
  royal2023: 'LID-MTCH-royal2023clans1',
  royal2024: 'LID-MTCH-royal2024clans1',
  royal2022: 'LID-MTCH-royal2022clans1',
  teamCompleted: 'LID-MTCH-team2v2complete',
  teamTie: 'LID-MTCH-team2v2tiedgame',
  teamOngoing: 'LID-MTCH-team2v2ongoing1',
  teamPending: 'LID-MTCH-team2v2pending1',
  players: 'LID-MTCH-playerscompcup1',
  noTeams: 'LID-MTCH-noteamsongoing1',
} as const;

export type SpecialMatchKey = keyof typeof SPECIAL_MATCHES;

/** The competition group of the player match (shown as "Competition" with this as tooltip). */
export const SPECIAL_COMPETITION_GROUP = 'LID-COMP-vb1eqjxx4mcggpc';
export const SPECIAL_RAW_GROUP = 'club_scrims_weekly';

const utc = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day, 19) / 1000;

function base(
  key: SpecialMatchKey,
  id: number,
  name: string,
  group: string,
  status: string,
  startdate: number,
): MockMatch {
  const map = mockMap(`special-match-${key}`, { kind: name.includes('oyal') ? 'royal' : 'race' });
  return {
    id,
    lid: SPECIAL_MATCHES[key],
    name,
    group,
    status,
    startdate,
    enddate: status === 'COMPLETED' ? startdate + 900 : 0,
    scoredirection: 'Ascending',
    participanttype: 'team',
    maps: [{ file: map.filename, fileUrl: map.fileUrl, mapUid: map.mapUid, name: map.name }],
    teams: [],
    players: [],
  };
}

function royal(
  key: SpecialMatchKey,
  id: number,
  name: string,
  clans: number,
  status: string,
  startdate: number,
): MockMatch {
  const rng = rngFor('special', key);
  const match = base(key, id, name, 'matchmaking_royal', status, startdate);
  // Scores fall with the team index, so the first team wins: clan order on the page is then predictable.
  match.teams = Array.from({ length: 30 }, (_, t) => ({
    index: t,
    score: t < clans && status !== 'PENDING' ? (clans - t) * 10 : 0,
  }));
  match.players = teamPlayers(rng, clans, 3, status, 0);
  return match;
}

function team(
  key: SpecialMatchKey,
  scores: [number, number],
  status: string,
  options: { mvpTeam?: number; leaverTeam?: number } = {},
): MockMatch {
  const id = 8_000_000 + scores[0] * 10 + scores[1];
  const match = base(key, id, `Ranked 2v2 - ${id}`, 'matchmaking_2v2', status, nowSeconds() - 1800);
  match.teams = [
    { index: 0, score: scores[0] },
    { index: 1, score: scores[1] },
  ];
  match.players = Array.from({ length: 4 }, (_, n) => {
    const before = 1000 + n * 100;
    const entry: MockMatchPlayer = {
      player: mockPlayer(100 + n * 7 + scores[0]),
      team: n < 2 ? 0 : 1,
      score: 40 - n * 5,
      rank: n + 1,
    };
    if (status === 'COMPLETED') entry.matchmakingpoints = { before, after: before + (n < 2 ? -12 : 15) };
    return entry;
  });
  const mvp = match.players.find((entry) => entry.team === options.mvpTeam);
  if (mvp) mvp.mvp = true;
  const leaver = match.players.findLast((entry) => entry.team === options.leaverTeam);
  if (leaver) leaver.leaver = true;
  match.scriptsettings = [{ name: 'S_DecoImageUrl_Checkpoint', value: '' }];
  return match;
}

function playerMatch(): MockMatch {
  const match = base(
    'players',
    6_543_210,
    'Weekly Knockout - Round 3',
    SPECIAL_COMPETITION_GROUP,
    'COMPLETED',
    utc(2026, 10, 4),
  );
  match.participanttype = 'player';
  // Ranks 0 are players who never finished: the page shows "-".
  match.players = Array.from({ length: 16 }, (_, n) => ({
    player: mockPlayer(300 + n),
    score: n < 13 ? 1000 - n * 37 : 0,
    rank: n < 13 ? n + 1 : 0,
  }));
  match.scriptsettings = [
    { name: 'S_TimeLimit', type: 'integer', value: '300' },
    { name: 'S_PointsLimit', type: 'integer', value: '100' },
    { name: 'S_DecoImageUrl_Checkpoint', type: 'text', value: '' },
  ];
  return match;
}

function noTeams(): MockMatch {
  const match = base('noTeams', 6_000_001, 'Club scrim - Group B', SPECIAL_RAW_GROUP, 'ONGOING', nowSeconds() - 600);
  match.players = Array.from({ length: 6 }, (_, n) => ({
    player: mockPlayer(400 + n),
    team: n % 2,
    score: 0,
    rank: 0,
  }));
  return match;
}

const SPECIAL_BUILDERS: Readonly<Record<SpecialMatchKey, () => MockMatch>> = {
  royal2023: () => royal('royal2023', 4_242_001, 'Official royal - 4242', 12, 'COMPLETED', utc(2023, 6, 15)),
  royal2024: () => royal('royal2024', 4_242_002, 'Super royal 77', 20, 'COMPLETED', utc(2024, 2, 10)),
  royal2022: () => royal('royal2022', 4_242_003, 'SRoyal Finals', 11, 'ONGOING', utc(2022, 11, 5)),
  teamCompleted: () => team('teamCompleted', [3, 5], 'COMPLETED', { mvpTeam: 1, leaverTeam: 0 }),
  teamTie: () => team('teamTie', [4, 4], 'COMPLETED', { mvpTeam: 0 }),
  teamOngoing: () => team('teamOngoing', [2, 3], 'ONGOING', { leaverTeam: 1 }),
  teamPending: () => team('teamPending', [0, 0], 'PENDING'),
  players: playerMatch,
  noTeams,
};

function specialMatch(lowerLid: string): MockMatch | undefined {
  const key = (Object.keys(SPECIAL_MATCHES) as SpecialMatchKey[]).find(
    (name) => SPECIAL_MATCHES[name].toLowerCase() === lowerLid,
  );
  return key ? SPECIAL_BUILDERS[key]() : undefined;
}
