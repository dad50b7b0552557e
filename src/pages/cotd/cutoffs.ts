import type { EventResult } from '../../data/competitions';

// Division cut-offs of a cup: the qualification's best 64 play Division 1, the next 64 Division 2, and so on, so the
// time at positions 64, 128, 192… is the slowest that still made each division.

export const DIVISION_SIZE = 64;

export interface Cutoff {
  division: number;
  /** The last seat: 64 × division, or the last qualified player in the last division. */
  position: number;
  /** The qualification time at that seat (ms); undefined while its page is not loaded. */
  time: number | undefined;
}

/** One cut-off per division of a field of `players`. */
export function cutoffsOf(results: readonly EventResult[], players: number): Cutoff[] {
  const byPosition = new Map(results.map((result) => [result.position, result.score]));
  const divisions = Math.ceil(Math.max(0, players) / DIVISION_SIZE);
  return Array.from({ length: divisions }, (_, index) => {
    const position = Math.min((index + 1) * DIVISION_SIZE, players);
    const time = byPosition.get(position);
    // 0 is a qualification without a finish: no time to compare with.
    return { division: index + 1, position, time: time !== undefined && time > 0 ? time : undefined };
  });
}

/** The pages (0-based, `pageSize` results each) that hold the last seats. */
export function cutoffPages(cutoffs: readonly Cutoff[], pageSize: number): number[] {
  if (!(pageSize > 0)) return [];
  return [...new Set(cutoffs.map((cutoff) => Math.floor((cutoff.position - 1) / pageSize)))];
}

export type WhatIf =
  /** The division a time would have made; `behind` ms slower than the cut-off of the division above (none in 1). */
  | { kind: 'division'; division: number; behind: number | undefined }
  /** Slower than every known cut-off while some are not known yet. */
  | { kind: 'unknown'; below: number }
  /** Slower than the last seat of the last division. */
  | { kind: 'outside' };

/**
 * The division a qualification time would have made. An equal time ranks after the player who drove it first, so a
 * division is made by a time strictly faster than its last seat's.
 */
export function divisionForTime(time: number, cutoffs: readonly Cutoff[]): WhatIf {
  let previous: Cutoff | undefined;
  for (const cutoff of cutoffs) {
    if (cutoff.time === undefined) return { kind: 'unknown', below: previous?.division ?? 0 };
    // The last division holds whoever is left, whatever their time.
    const last = cutoff === cutoffs.at(-1);
    if (time < cutoff.time || (last && cutoff.position % DIVISION_SIZE !== 0)) {
      return {
        kind: 'division',
        division: cutoff.division,
        behind: previous?.time === undefined ? undefined : time - previous.time,
      };
    }
    previous = cutoff;
  }
  return { kind: 'outside' };
}
