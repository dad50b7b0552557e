import type { UseQueryResult } from '@tanstack/react-query';
import type { GameMap } from '../../api/types';
import { mapKindOf, medalFor, type MapKind, type Medal } from '../../lib/leaderboard';
import { nextMedal, topPercent, type MapStanding } from '../../lib/records';
import type { LeaderboardAnswer, PersonalRecord } from '../../data/leaderboard';
import { personalScore } from '../leaderboard/public';
import type { MapMove } from './useRecordChanges';

/** One map of the grid: where its leaderboard is, and what it is called there. */
export interface RecordMap {
  map: GameMap;
  group: string;
  /** The map leaderboard page of this map in its context (a campaign's, a day's). */
  href: string;
  /** Before the name: the day of a month ("3"), a campaign's map number. */
  label?: string;
}

/** One map as the grid shows it: the player's record on it, read from the answers so far. */
export interface RecordRow {
  entry: RecordMap;
  kind: MapKind;
  state: 'loading' | 'error' | 'none' | 'record';
  error: unknown;
  record: PersonalRecord | undefined;
  score: number | undefined;
  medal: Medal | undefined;
  next: { medal: Medal; gap: number } | undefined;
  top: string | undefined;
  /** What moved since the last visit, once compared (useRecordChanges). */
  move?: MapMove;
}

/** Whether a map's player count is worth asking for: only a ranked record has a share of players ahead of it. */
export const wantsPlayerCount = (record: PersonalRecord | undefined): boolean => record?.rank !== undefined;

export function rowOf(
  entry: RecordMap,
  personal: UseQueryResult<PersonalRecord>,
  board: UseQueryResult<LeaderboardAnswer>,
): RecordRow {
  const kind = mapKindOf(entry.map.mapType);
  const record = personal.data;
  const score = personalScore(record, kind);
  const has = record !== undefined && (record.rank !== undefined || score !== undefined);
  const state = personal.isError ? 'error' : personal.isPending ? 'loading' : has ? 'record' : 'none';
  const medal = has ? medalFor(score, entry.map, kind) : undefined;
  return {
    entry,
    kind,
    state,
    error: personal.error,
    record: has ? record : undefined,
    score,
    medal,
    next: has ? nextMedal(score, entry.map, kind) : undefined,
    top: has ? topPercent(record.rank, board.data?.playercount) : undefined,
  };
}

/** A settled row as the summary counts it: its medal, driven without one, or never driven. */
export const standingOf = (row: RecordRow): MapStanding =>
  row.state === 'record' ? (row.medal ?? 'none') : 'undriven';

export const rowKey = (row: RecordRow) => `${row.entry.group}/${row.entry.map.mapUid}`;
