// Rules of map and campaign leaderboards that do not depend on React: paging, offsets, map kinds, medals, scores.
import { countOf } from './format';
import { formatRaceTime } from './raceTime';

/** The API serves leaderboards from offset 0 to 10000; the jump buttons move by 500. */
export const MAX_OFFSET = 10_000;
export const JUMP_STEP = 500;
/** The API's largest `length`. */
export const MAX_LENGTH = 100;
/** Rows each successive Load more adds; the last size repeats. */
export const MAP_PAGE_SIZES = [15, 35, 50] as const;
export const CAMPAIGN_PAGE_SIZES = [10, 40, 50] as const;
/** Hidden scores come as -1. */
export const HIDDEN_SCORE = -1;
/** How long a leaderboard may load before the page says the service is slow. */
export const WAITING_MESSAGE_MS = 5000;

/** Any number into 0..MAX_OFFSET, whole; anything unreadable becomes 0. */
export function clampOffset(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(MAX_OFFSET, Math.max(0, Math.floor(value)));
}

/** The `?offset=` of a URL: digits only, clamped; a missing or malformed value is 0. */
export function parseOffsetParam(raw: string | null): number {
  // No parameter reads "null": not digits.
  if (!/^\s*-?\d+\s*$/.test(String(raw))) return 0;
  return clampOffset(Number(raw));
}

/** The size of the page at `index` (0 = the first page). */
export function pageSizeAt(sizes: readonly number[], index: number): number {
  const size = sizes[Math.min(Math.max(0, index), sizes.length - 1)];
  return Math.min(MAX_LENGTH, size ?? MAX_LENGTH);
}

export interface RowRange {
  offset: number;
  length: number;
}

/** The row range the page at `index` asks for, when the list starts at `start`. Ranges never overlap. */
export function pageRange(start: number, sizes: readonly number[], index: number): RowRange {
  let offset = start;
  for (let i = 0; i < index; i += 1) offset += pageSizeAt(sizes, i);
  return { offset, length: pageSizeAt(sizes, index) };
}

/**
 * Whether a page follows the one that asked for `range` and got `received` rows: not after a short page (the
 * leaderboard's end), nor when the next page would start past MAX_OFFSET, which the API refuses.
 */
export function hasPageAfter(range: RowRange, received: number): boolean {
  return received >= range.length && range.offset + range.length <= MAX_OFFSET;
}

/** The offset that shows a rank near the top of the first page, with a few rows of context above it. */
export function offsetForRank(rank: number, context = 5): number {
  return clampOffset(rank - 1 - context);
}

export type MapKind = 'race' | 'platform' | 'stunt' | 'royal';

/** `TrackMania\TM_Platform` and the like; the namespace and case do not matter; unknown types race. */
export function mapKindOf(mapType: string | undefined): MapKind {
  const name = (mapType ?? '').split('\\').pop()?.toLowerCase() ?? '';
  if (name.includes('royal')) return 'royal';
  if (name.includes('platform')) return 'platform';
  if (name.includes('stunt')) return 'stunt';
  return 'race';
}

export type Medal = 'author' | 'gold' | 'silver' | 'bronze';
export const MEDALS: readonly Medal[] = ['author', 'gold', 'silver', 'bronze'];

export interface MedalScores {
  authorScore: number;
  goldScore: number;
  silverScore: number;
  bronzeScore: number;
}

/** A score that shows: a finite number, 0 or more (a hidden one is -1, a missing one undefined). */
export function isShownScore(score: number | undefined): score is number {
  // Number.isFinite rules undefined out, which TypeScript does not see.
  return Number.isFinite(score) && (score as number) >= 0;
}

/** The best medal a score earns. Stunt points count upwards; times and respawns downwards. Hidden scores earn none. */
export function medalFor(score: number | undefined, map: MedalScores, kind: MapKind): Medal | undefined {
  if (!isShownScore(score)) return undefined;
  const thresholds: [Medal, number][] = [
    ['author', map.authorScore],
    ['gold', map.goldScore],
    ['silver', map.silverScore],
    ['bronze', map.bronzeScore],
  ];
  const earned = thresholds.find(
    ([, limit]) => Number.isFinite(limit) && (kind === 'stunt' ? score >= limit : score <= limit),
  );
  return earned?.[0];
}

/** The column a map's scores go in. */
export function scoreLabel(kind: MapKind): string {
  if (kind === 'stunt') return 'Points';
  if (kind === 'platform') return 'Respawns';
  return 'Time';
}

/** A score as the map type reads it: a race time, a number of respawns or of points. Hidden or missing gives "-". */
export function formatScore(value: number | undefined, kind: MapKind): string {
  if (!isShownScore(value)) return '-';
  if (kind === 'stunt') return countOf(value, 'pt');
  if (kind === 'platform') return countOf(value, 'respawn');
  return formatRaceTime(value);
}

/** The value a row is ranked by: the time on race maps, the score (points, respawns) on the others. */
export function recordValue(
  record: { time?: number; score?: number; points?: number },
  kind: MapKind,
): number | undefined {
  if (kind === 'race') return record.time ?? record.score;
  return record.score ?? record.points ?? record.time;
}
