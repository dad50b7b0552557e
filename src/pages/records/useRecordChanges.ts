import { useEffect, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { compareMap, summarize, type MapChange, type MapFigures } from '../../lib/recordChanges';
import {
  baselineOf,
  nextSection,
  readSection,
  removedMaps,
  writeSection,
  type SectionSnapshot,
} from '../../lib/recordChangesStore';
import type { LeaderboardAnswer, PersonalRecord } from '../../data/leaderboard';
import { figuresOf, figuresState } from './recordFigures';
import type { RecordMap } from './recordRows';

/** One map's change since the last visit, and when that visit was. */
export interface MapMove {
  change: MapChange;
  since: number;
  /** When this visit started: "since Tue" is counted from it. */
  now: number;
}

export interface RecordChanges {
  /** Nothing kept for these maps yet: "Changes show from your next visit". */
  first: boolean;
  /** Per map uid: what moved, for the maps compared so far. */
  moves: ReadonlyMap<string, MapMove>;
  summary: string | undefined;
  /** Some maps could not be refreshed: they show the changes the last visit saw, as of this time. */
  keptAsOf: number | undefined;
}

/**
 * What moved on each map of a grid since the player's last visit, read from the figures kept in this browser for
 * `scope` (a campaign, a month) when the grid appeared, and the figures the grid shows now, which are kept in their
 * turn as they load (a partly loaded grid keeps the maps it loaded; the others keep their last figures).
 */
export function useRecordChanges(
  account: string,
  scope: string,
  maps: readonly RecordMap[],
  personal: readonly UseQueryResult<PersonalRecord>[],
  boards: readonly UseQueryResult<LeaderboardAnswer>[],
): RecordChanges {
  // Read once per grid (a new campaign or month mounts a new grid): this visit compares with what was kept before it.
  const [visit] = useState<{ start: number; before: SectionSnapshot | undefined }>(() => ({
    start: Date.now(),
    before: readSection(account, scope),
  }));
  const { start, before } = visit;
  const uids = maps.map((entry) => entry.map.mapUid);

  const moves = new Map<string, MapMove>();
  const compared: { name: string; change: MapChange }[] = [];
  const seen: Record<string, MapFigures> = {};
  let keptAsOf: number | undefined;
  maps.forEach((entry, index) => {
    const own = personal[index];
    const board = boards[index];
    if (!own || !board) return;
    const uid = entry.map.mapUid;
    const kept = before?.maps[uid];
    const state = figuresState(own, board);
    if (state === 'waiting') return;
    if (state === 'kept') {
      // Not refreshed: the last visit's own comparison, marked as of that visit.
      if (!kept?.base) return;
      keptAsOf = Math.max(keptAsOf ?? 0, kept.seen.at);
      const change = compareMap(kept.base, kept.seen);
      moves.set(uid, { change, since: kept.base.at, now: start });
      compared.push({ name: kept.seen.name, change });
      return;
    }
    const baseline = baselineOf(kept, start);
    const today = figuresOf(entry, own.data, board.data);
    // A world record not read this time (its count failed) stays the last one known, not a change.
    const figures =
      today.wr === undefined && kept?.seen.wr && today.rank !== undefined ? { ...today, wr: kept.seen.wr } : today;
    seen[uid] = figures;
    if (!baseline) return;
    const change = compareMap(baseline, figures);
    moves.set(uid, { change, since: baseline.at, now: start });
    compared.push({ name: figures.name, change });
  });

  const removed = removedMaps(before, uids, start);
  const first =
    !uids.some((uid) => baselineOf(before?.maps[uid], start) !== undefined) &&
    removed.length === 0 &&
    keptAsOf === undefined;
  const since = Math.max(0, ...[...moves.values()].map((move) => move.since), ...removed.map((map) => map.at));
  const summary =
    first || (compared.length === 0 && removed.length === 0)
      ? undefined
      : summarize(
          compared,
          removed.map((map) => map.name),
          since,
          start,
        );

  const seenKey = JSON.stringify(seen);
  const uidsKey = uids.join(' ');
  useEffect(() => {
    const figures = JSON.parse(seenKey) as Record<string, MapFigures>;
    if (Object.keys(figures).length === 0 || account === '') return;
    writeSection(account, scope, nextSection(before, figures, uidsKey.split(' '), start, Date.now()));
  }, [account, scope, before, start, seenKey, uidsKey]);

  return { first, moves, summary, keptAsOf };
}
