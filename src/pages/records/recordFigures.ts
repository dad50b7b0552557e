import type { UseQueryResult } from '@tanstack/react-query';
import { toPlainText } from '../../lib/gameText';
import { mapKindOf, medalFor } from '../../lib/leaderboard';
import { topBand, type MapFigures, type WorldRecord } from '../../lib/recordChanges';
import type { LeaderboardAnswer, PersonalRecord } from '../../data/leaderboard';
import { personalScore } from '../leaderboard/public';
import { wantsPlayerCount, type RecordMap } from './recordRows';

/**
 * The map's world record: the first row of its board, which the player count's answer carries (no request of its
 * own). A hidden score (-1) or a row that is not position 1 reads as unknown.
 */
export function worldRecordOf(board: LeaderboardAnswer | undefined): WorldRecord | undefined {
  const first = board?.tops[0];
  const score = first?.score ?? first?.points ?? first?.time;
  if (!first || first.position !== 1 || score === undefined || !(score >= 0)) return undefined;
  return { score, holder: first.player.name?.trim() || first.player.id };
}

/** What the grid knows of one map from its answers so far: the record, its medal and band, the world record. */
export function figuresOf(
  entry: RecordMap,
  record: PersonalRecord | undefined,
  board: LeaderboardAnswer | undefined,
): MapFigures {
  const kind = mapKindOf(entry.map.mapType);
  const score = personalScore(record, kind);
  const has = record !== undefined && (record.rank !== undefined || score !== undefined);
  const figures: MapFigures = { name: toPlainText(entry.map.name).trim() || entry.map.mapUid, kind };
  if (!has) return figures;
  if (score !== undefined && score >= 0) figures.score = score;
  if (record.rank !== undefined) figures.rank = record.rank;
  figures.medal = medalFor(score, entry.map, kind) ?? 'none';
  const band = topBand(record.rank, board?.playercount);
  if (band !== undefined) figures.band = band;
  const wr = worldRecordOf(board);
  if (wr) figures.wr = wr;
  return figures;
}

/** How a map's answers stand for the comparison. */
export type FiguresState = 'waiting' | 'fresh' | 'kept';

/**
 * `fresh`: the record answered this visit (or is within its fresh time) and its player count, when it has one, is
 * settled: the figures may be kept for the next visit. `kept`: the record could not be refreshed (offline, failed):
 * the page compares what was kept instead. `waiting`: still loading.
 */
export function figuresState(
  personal: UseQueryResult<PersonalRecord>,
  board: UseQueryResult<LeaderboardAnswer>,
): FiguresState {
  if (personal.isError || personal.fetchStatus === 'paused') return 'kept';
  if (!personal.isSuccess || personal.fetchStatus !== 'idle') return 'waiting';
  if (!wantsPlayerCount(personal.data)) return 'fresh';
  return board.fetchStatus === 'idle' && !board.isPending ? 'fresh' : 'waiting';
}
