// "What moved on my maps since my last visit" (My records): one map's figures then and now, what changed between
// them, and the words for it. Pure: no React, no storage (recordChangesStore.ts keeps the figures between visits).
import dayjs from 'dayjs';
import { countOf } from './format';
import { formatScore, isShownScore, MEDALS, type MapKind, type Medal } from './leaderboard';
import { formatRaceTime } from './raceTime';
import { formatAbsolute } from './timeValue';

/** The top-x % bands a record can cross, best first; 100 is everyone ranked. */
export const TOP_BANDS = [1, 5, 10, 25, 50, 100] as const;

/** A map's world record: its score and its holder's name (plain text). */
export interface WorldRecord {
  score: number;
  holder: string;
}

/** What the grid knows of one map today (or knew at a visit): every figure may be missing. */
export interface MapFigures {
  /** The map's name in plain text: a map that leaves the campaign is named by it. */
  name: string;
  kind: MapKind;
  /** The player's record: ms, respawns or points. */
  score?: number;
  rank?: number;
  /** The medal the record earns, 'none' for a record without one; missing without a record. */
  medal?: Medal | 'none';
  /** The smallest of TOP_BANDS the record is within (needs the rank and the map's player count). */
  band?: number;
  wr?: WorldRecord;
}

/** Figures as seen at a moment (ms). */
export interface SeenFigures extends MapFigures {
  at: number;
}

export interface MapChange {
  /** Places lost or gained (never 0). */
  rank?: { lost: boolean; by: number };
  /** A better record: by how much (positive; missing for a first record on the map). */
  pb?: { gain?: number };
  /** A medal better than the one before. */
  medal?: Medal;
  /** The band now, and whether it is a better one (into) or a worse one (out of the band before). */
  band?: { into: boolean; band: number };
  wr?: { now: WorldRecord; was: WorldRecord };
}

/** The band of a rank among `playerCount` players, or undefined without both. */
export function topBand(rank: number | undefined, playerCount: number | undefined): number | undefined {
  // A missing figure counts as 0, which no band takes (ranks and player counts start at 1): no separate undefined check.
  const place = rank ?? 0;
  const players = playerCount ?? 0;
  if (!(place > 0) || !(players > 0)) return undefined;
  const share = (place / players) * 100;
  return TOP_BANDS.find((band) => share <= band) ?? 100;
}

const medalOrder = (medal: Medal | 'none' | undefined) =>
  medal === undefined || medal === 'none' ? MEDALS.length : MEDALS.indexOf(medal);

/** How much better `now` is than `before` (positive when better): fewer ms or respawns, more points. */
const improvement = (kind: MapKind, before: number, now: number) => (kind === 'stunt' ? now - before : before - now);

/** What changed on one map between two visits; an empty object when nothing did. */
export function compareMap(before: MapFigures, now: MapFigures): MapChange {
  const change: MapChange = {};
  // A rank missing then or now leaves NaN, which is neither a loss nor a gain (nor is 0, an unchanged rank).
  const moved = (now.rank ?? NaN) - (before.rank ?? NaN);
  if (moved > 0) change.rank = { lost: true, by: moved };
  else if (moved < 0) change.rank = { lost: false, by: -moved };
  // A score counts where it shows (leaderboard.ts): a hidden or missing one neither sets nor beats a best.
  if (isShownScore(now.score)) {
    if (!isShownScore(before.score)) change.pb = {};
    else if (improvement(now.kind, before.score, now.score) > 0)
      change.pb = { gain: improvement(now.kind, before.score, now.score) };
  }
  // A better medal is one of those ahead of the one before in MEDALS (no medal and 'none' come after them all).
  const medal = MEDALS.slice(0, medalOrder(before.medal)).find((better) => better === now.medal);
  if (medal !== undefined) change.medal = medal;
  // As for the rank: a band missing then or now leaves NaN, into no band and out of none.
  const [bandThen, bandNow] = [before.band ?? NaN, now.band ?? NaN];
  if (bandNow < bandThen) change.band = { into: true, band: bandNow };
  else if (bandNow > bandThen) change.band = { into: false, band: bandThen };
  if (before.wr && now.wr && (before.wr.score !== now.wr.score || before.wr.holder !== now.wr.holder))
    change.wr = { now: now.wr, was: before.wr };
  return change;
}

export const hasChanged = (change: MapChange): boolean => Object.keys(change).length > 0;

/** Calendar days from `at` to `now` in the reader's zone (0 the same day). */
function daysBetween(at: number, now: number): number {
  const today = dayjs(now).startOf('day');
  return today.diff(dayjs(at).startOf('day'), 'day');
}

/** "since 09:12" (today), "since Tue" (within the last six days), "since 3 Nov" (before): for one map's line. */
export function sinceShort(at: number, now: number): string {
  const days = daysBetween(at, now);
  if (days <= 0) return `since ${dayjs(at).format('HH:mm')}`;
  if (days < 7) return `since ${dayjs(at).format('ddd')}`;
  return `since ${dayjs(at).format('D MMM')}`;
}

/** "Since 09:12 today", "Since Tuesday 21:04", "Since 3 Nov 2026, 21:04": the summary's opening. */
export function sinceLong(at: number, now: number): string {
  const days = daysBetween(at, now);
  if (days <= 0) return `Since ${dayjs(at).format('HH:mm')} today`;
  if (days < 7) return `Since ${dayjs(at).format('dddd HH:mm')}`;
  return `Since ${formatAbsolute(at)}`;
}

/** "−0.412 s", "−1:02.345", "+120 pts", "−1 respawn": a gain written as the game writes a difference. */
export function formatGain(gain: number, kind: MapKind): string {
  if (kind === 'stunt') return `+${countOf(gain, 'pt')}`;
  if (kind === 'platform') return `−${countOf(gain, 'respawn')}`;
  return `−${gain < 60_000 ? `${(gain / 1000).toFixed(3)} s` : formatRaceTime(gain)}`;
}

/**
 * One part of a map's line: the text shown, for a rank its arrow (shown) and its word (read), and whether it is good
 * news for the player (green), bad (red) or neither (a new world record by someone).
 */
export interface ChangePart {
  id: 'rank' | 'pb' | 'medal' | 'band' | 'wr';
  text: string;
  arrow?: { symbol: '▼' | '▲'; word: 'lost' | 'gained' };
  tone: 'good' | 'bad' | 'neutral';
}

/** The parts of a map's line, in reading order: rank, PB, medal, band, world record. */
export function describeChange(change: MapChange, kind: MapKind, since: number, now: number): ChangePart[] {
  const parts: ChangePart[] = [];
  if (change.rank) {
    const { lost, by } = change.rank;
    parts.push({
      id: 'rank',
      text: `${countOf(by, 'place')} ${sinceShort(since, now)}`,
      arrow: lost ? { symbol: '▼', word: 'lost' } : { symbol: '▲', word: 'gained' },
      tone: lost ? 'bad' : 'good',
    });
  }
  if (change.pb)
    parts.push({
      id: 'pb',
      text: change.pb.gain === undefined ? 'first record' : `PB ${formatGain(change.pb.gain, kind)}`,
      tone: 'good',
    });
  if (change.medal) parts.push({ id: 'medal', text: `new ${change.medal} medal`, tone: 'good' });
  if (change.band)
    parts.push({
      id: 'band',
      text: `${change.band.into ? 'into' : 'out of'} the top ${String(change.band.band)}%`,
      tone: change.band.into ? 'good' : 'bad',
    });
  if (change.wr) {
    const { now: wr, was } = change.wr;
    parts.push({
      id: 'wr',
      text: `WR ${formatScore(wr.score, kind)} by ${wr.holder} (was ${formatScore(was.score, kind)}${was.holder === wr.holder ? '' : ` by ${was.holder}`})`,
      tone: 'neutral',
    });
  }
  return parts;
}

/** A part as plain text: "▼ 37 places since Tue" (the page reads the arrow as "lost" or "gained"). */
export const partText = (part: ChangePart): string => (part.arrow ? `${part.arrow.symbol} ${part.text}` : part.text);

/** One map of a section as the summary counts it. */
export interface ComparedMap {
  name: string;
  change: MapChange;
}

/** "A", "A and B", "A, B and C"; more than three are counted only. */
function names(list: readonly string[]): string | undefined {
  if (list.length > 3) return undefined;
  const last = list.at(-1) ?? '';
  return list.length === 1 ? last : `${list.slice(0, -1).join(', ')} and ${last}`;
}

/**
 * "Since Tuesday 21:04: 9 maps lost positions, 2 new personal bests, 1 new world record on Fall 2026 - 07"; "…:
 * nothing changed" when nothing did. `removed`: the names of the maps that left the campaign since.
 */
export function summarize(
  maps: readonly ComparedMap[],
  removed: readonly string[],
  since: number,
  now: number,
): string {
  const count = (test: (change: MapChange) => boolean) => maps.filter(({ change }) => test(change));
  const lost = count((change) => change.rank?.lost === true).length;
  const gained = count((change) => change.rank?.lost === false).length;
  const pbs = count((change) => change.pb !== undefined).length;
  const medals = count((change) => change.medal !== undefined).length;
  const bands = count((change) => change.band !== undefined).length;
  const wrs = count((change) => change.wr !== undefined).map((map) => map.name);
  const wrNames = names(wrs);
  const removedNames = names(removed);
  const parts = [
    lost > 0 ? `${countOf(lost, 'map')} lost positions` : '',
    gained > 0 ? `${countOf(gained, 'map')} gained positions` : '',
    pbs > 0 ? countOf(pbs, 'new personal best') : '',
    medals > 0 ? countOf(medals, 'new medal') : '',
    bands > 0 ? `${countOf(bands, 'map')} crossed a top % band` : '',
    wrs.length > 0 ? `${countOf(wrs.length, 'new world record')}${wrNames === undefined ? '' : ` on ${wrNames}`}` : '',
    removed.length > 0
      ? `${countOf(removed.length, 'map')} removed from the campaign${removedNames === undefined ? '' : ` (${removedNames})`}`
      : '',
  ].filter((part) => part !== '');
  return `${sinceLong(since, now)}: ${parts.length === 0 ? 'nothing changed' : parts.join(', ')}`;
}
