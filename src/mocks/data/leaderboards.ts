import type { GameMap, Player } from '../../api/types';
import type { MapKind } from '../../lib/leaderboard';
import { mapByUid } from './mapByUid';
import { DEMO_UIDS, uidOrigin } from './mapUids';
import { totdDayAt } from './parisClock';
import { mockPlayer, PLAYER_COUNT } from './players';
import { hashSeed, rngFor } from './random';
import { boardMove } from './recordMoves';
import { isoTime, nowSeconds, DAY_SECONDS } from './time';

// Map leaderboards, generated lazily: a record at any position follows from (group, map uid, position) alone, so a
// request for positions 9,950 to 10,050 costs the same as one for the top 15. Values grow with a power curve of the
// position, which gives realistic spreads: a few ms between the top positions, ties further down.

export interface MockRecord {
  player: Player;
  position: number;
  time: number;
  score: number;
  filename: string;
  timestamp: string;
  url: string;
}

interface Setup {
  map: GameMap;
  kind: MapKind;
  count: number;
  closed: boolean;
  /** Positions 1..hiddenTop have hidden scores (-1). */
  hiddenTop: number;
  userPosition: number | undefined;
  removed: boolean;
  step: number;
  shift: number;
}

const setups = new Map<string, Setup>();

/**
 * Race boards for the medal counts and rank searches, deeper than the 10,000 positions the API shows, with hidden
 * scores at the top and ties further down: on the first every medal line lies within reach, on the second only the
 * author medal's does (the others read "10,000+").
 */
export const DEEP_DEMO_BOARDS: Record<string, { count: number; hiddenTop: number }> = {
  DeepDemoMapUid00000000001: { count: 42_000, hiddenTop: 2 },
  HugeDemoMapUid00000000001: { count: 250_000, hiddenTop: 3 },
};

function playerCountFor(group: string, uid: string): number {
  const rng = rngFor('lb-count', group, uid);
  const roll = rng.next();
  const count = roll < 0.4 ? rng.int(100_001, 400_000) : roll < 0.8 ? rng.int(10_001, 100_000) : rng.int(200, 9000);
  return group === 'map' ? count : Math.round(count * 0.6);
}

/**
 * Where the mock user stands on a board: spread so that a campaign or a month of theirs holds every medal (the curve
 * below puts the author medal in the top 0.5 %, gold to 5 %, silver to 12 %, bronze to 23 %). On a board too short
 * for a share to mean much, the drawn position stays. A separate seed: the board's own draws stay as they were.
 */
function userPositionFor(group: string, uid: string, count: number, drawn: number): number {
  if (count < 2000) return drawn;
  const roll = rngFor('lb-user', group, uid).next();
  const share = roll < 0.2 ? 0.002 : roll < 0.45 ? 0.02 : roll < 0.65 ? 0.08 : roll < 0.8 ? 0.17 : 0.5;
  return Math.max(2, Math.round(count * share));
}

/** The kind of board a map type gives, from the mock's own map types (TrackMania\\TM_Race, TM_Royal, …). */
function kindOfMapType(mapType: string | undefined): MapKind {
  const name = mapType ?? '';
  if (name.endsWith('TM_Royal')) return 'royal';
  if (name.endsWith('TM_Platform')) return 'platform';
  if (name.endsWith('TM_Stunt')) return 'stunt';
  return 'race';
}

/**
 * Whether a board's period is over, so that it may be closed: a Track of the Day map's board stays open through its
 * day (today's map is open to new records until the next one comes); other group boards end at any time.
 */
function periodOver(uid: string, moment: number): boolean {
  const origin = uidOrigin(uid);
  if (origin.kind !== 'totd') return true;
  const today = totdDayAt(moment);
  return Date.UTC(origin.year, origin.month - 1, origin.day) < Date.UTC(today.year, today.month - 1, today.day);
}

function setupOf(group: string, uid: string): Setup {
  const key = `${group}/${uid}`;
  const cached = setups.get(key);
  if (cached) return cached;
  const rng = rngFor('lb', group, uid);
  const map = mapByUid(uid);
  const kind = kindOfMapType(map.mapType);
  let count = playerCountFor(group, uid);
  if (uid === DEMO_UIDS.empty || kind === 'royal' || kind === 'platform') count = 0;
  if (uid === DEMO_UIDS.stunt) count = 8000;
  if (uid === DEMO_UIDS.hidden) count = 3456;
  const hidden = uid === DEMO_UIDS.hidden;
  const deep = DEEP_DEMO_BOARDS[uid];
  if (deep) count = deep.count;
  const hasUser = kind === 'platform' || hidden || rng.bool(0.85);
  const setup: Setup = {
    map,
    kind,
    count,
    // Whether the board closes once its period is over (read at each answer: the period ends while the mock runs).
    closed: hidden || (group !== 'map' && rng.bool(0.25)),
    hiddenTop: deep ? deep.hiddenTop : hidden ? 3 : rng.bool(0.05) ? rng.int(1, 5) : 0,
    userPosition: hidden
      ? 10
      : hasUser
        ? userPositionFor(group, uid, count, rng.int(16, Math.max(16, Math.min(count, 9000))))
        : undefined,
    removed: hidden || (hasUser && rngFor('lb-user-removed', group, uid).bool(0.05)),
    step: rng.int(1, PLAYER_COUNT - 2),
    shift: rng.int(0, PLAYER_COUNT - 2),
  };
  setups.set(key, setup);
  return setup;
}

/** 0 at the top, 1 at the last position: the curve every score follows. */
const curve = (setup: Setup, position: number) => ((position - 1) / Math.max(1, setup.count)) ** 0.7;

/** The score the record at a position has: a time, points (stunt, descending) or respawns (platform). */
function scoreAt(setup: Setup, position: number): number {
  if (position <= setup.hiddenTop) return -1;
  const { map, kind } = setup;
  if (kind === 'stunt')
    return Math.round(map.authorScore * 1.08) - Math.floor(map.authorScore * 0.9 * curve(setup, position));
  if (kind === 'platform') return Math.floor(12 * curve(setup, position));
  return Math.round(map.authorScore * 0.985) + Math.floor(map.authorScore * 0.6 * curve(setup, position));
}

function timeAt(setup: Setup, position: number): number {
  if (position <= setup.hiddenTop) return -1;
  if (setup.kind === 'race') return scoreAt(setup, position);
  return 30_000 + Math.floor(60_000 * curve(setup, position)) + (hashSeed('lb-time', position) % 997);
}

/** Who set the world record the moving clock brings (recordMoves.ts). */
const NEW_WR_HOLDER = 42;
/** How much faster that world record is than the one before, in ms. */
const NEW_WR_GAIN = 137;

/** A board as at a moment: where the user stands and with what score, and a new world record (recordMoves.ts). */
interface Standing {
  userPosition: number | undefined;
  userScore: number | undefined;
  wr: { player: Player; score: number } | undefined;
}

/** A board that can hold the moving clock's personal best or world record: a race, the user ranked, its top shown. */
const canMove = (group: string) => (uid: string) => {
  const setup = setupOf(group, uid);
  return setup.kind === 'race' && setup.userPosition !== undefined && setup.hiddenTop === 0 && setup.count >= 2000;
};

/**
 * Where the user stands at `moment`: as drawn, or lower by the places others took (their score kept), or higher with a
 * new personal best (the score of that higher place). Between the two places the board's own scores are not redrawn.
 */
function standingAt(group: string, uid: string, setup: Setup, moment: number): Standing {
  const base = setup.userPosition;
  if (base === undefined) return { userPosition: undefined, userScore: undefined, wr: undefined };
  const move = boardMove(group, uid, moment, canMove(group));
  const position = move.pb
    ? Math.max(2, Math.round(base * 0.6))
    : Math.min(Math.max(base, setup.count), base + move.lost);
  const wr = move.newWr ? { player: mockPlayer(NEW_WR_HOLDER), score: scoreAt(setup, 1) - NEW_WR_GAIN } : undefined;
  return { userPosition: position, userScore: scoreAt(setup, move.pb ? position : base), wr };
}

function playerAt(setup: Setup, position: number, standing: Standing): Player {
  if (position === standing.userPosition) return mockPlayer(0);
  // PLAYER_COUNT - 1 is prime: consecutive positions walk through every other player before one comes back.
  return mockPlayer(((setup.step * position + setup.shift) % (PLAYER_COUNT - 1)) + 1);
}

function drivenAt(setup: Setup, position: number): string {
  const uploaded = Math.floor(Date.parse(setup.map.timestamp) / 1000);
  const span = Math.max(DAY_SECONDS, nowSeconds() - uploaded);
  return isoTime(nowSeconds() - (hashSeed('lb-driven', setup.map.mapUid, position) % span));
}

const ghostId = (group: string, uid: string, position: number) =>
  hashSeed('ghost', group, uid, position).toString(16).padStart(8, '0');

function recordAt(group: string, uid: string, setup: Setup, position: number, standing: Standing): MockRecord {
  const own = position === standing.userPosition && setup.kind === 'race' ? standing.userScore : undefined;
  const wr = position === 1 ? standing.wr : undefined;
  return {
    player: wr?.player ?? playerAt(setup, position, standing),
    position,
    time: wr?.score ?? own ?? timeAt(setup, position),
    score: wr?.score ?? own ?? scoreAt(setup, position),
    filename: `Replays\\Downloaded\\${uid}_${position}.Replay.Gbx`,
    timestamp: drivenAt(setup, position),
    url: `/api/download/ghost/${ghostId(group, uid, position)}`,
  };
}

/**
 * "Personal_Best" is the game's name of a map's all-time board, which the API also answers as "map": one board under
 * two names, so both draw the same records.
 */
const boardOf = (group: string) => (group === 'Personal_Best' ? 'map' : group);

/** One request's rows: positions offset+1 .. offset+length that exist, as at `moment` (recordMoves.ts). */
export function leaderboardRows(named: string, uid: string, offset: number, length: number, moment = Date.now()) {
  const group = boardOf(named);
  const setup = setupOf(group, uid);
  const standing = standingAt(group, uid, setup, moment);
  const last = Math.min(setup.count, offset + length);
  const tops: MockRecord[] = [];
  for (let position = offset + 1; position <= last; position += 1)
    tops.push(recordAt(group, uid, setup, position, standing));
  // lockedLeaderboard is sent only by older answers; 2024 answers leave it out (here: the closed boards keep it).
  const closed = setup.closed && periodOver(uid, moment);
  return { tops, playercount: setup.count, ...(closed ? { lockedLeaderboard: true } : {}) };
}

/** The mock user's personal record as at `moment` (recordMoves.ts), or {} when they have none on this map. */
export function personalRecord(named: string, uid: string, moment = Date.now()) {
  const group = boardOf(named);
  const setup = setupOf(group, uid);
  const standing = standingAt(group, uid, setup, moment);
  const position = standing.userPosition;
  if (position === undefined) return {};
  const own = standing.userScore ?? scoreAt(setup, position);
  const score = setup.kind === 'platform' ? 2 : own;
  const time = setup.kind === 'platform' ? 41_234 : setup.kind === 'race' ? own : timeAt(setup, position);
  const tied = scoreAt(setup, position - 1) === score || scoreAt(setup, position + 1) === score;
  return {
    score,
    time,
    respawnCount: setup.kind === 'platform' ? score : 0,
    rank: position,
    rankexact: !tied && uid !== DEMO_UIDS.hidden,
    timestamp: drivenAt(setup, position),
    removed: setup.removed,
    url: `/api/download/ghost/${ghostId(group, uid, position)}`,
  };
}
