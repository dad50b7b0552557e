import { formatNumber } from './format';

// The API's player counts are cached and, above 100,000, extrapolated: the display must not claim more precision.
export const PLAYER_COUNT_EXACT_LIMIT = 100_000;

export const PLAYER_COUNT_CACHE_NOTE = 'Cached for at most 10 minutes.';
export const PLAYER_COUNT_ESTIMATE_NOTE = 'Player counts above 100,000 are only rough estimates.';
export const PLAYER_COUNT_CLOSED_NOTE = 'Player counts for closed leaderboards may be inaccurate.';

export interface PlayerCountDisplay {
  text: string;
  tooltip: string;
}

/**
 * The lower bound of the range a rough estimate falls in: the largest 1, 2.5 or 5 times a power of ten that is not
 * above the count (100,000 / 250,000 / 500,000 / 1,000,000 / 2,500,000 ...). Three steps per decade keep the bound
 * within a factor of 2.5 of the estimate while never showing digits the estimate cannot back.
 */
export function playerCountLowerBound(count: number): number {
  if (!(count >= 1)) return 0;
  const decade = 10 ** Math.floor(Math.log10(count));
  const step = [5, 2.5, 1].find((factor) => factor * decade <= count) ?? 1;
  return step * decade;
}

/** Up to 100,000: "~N"; above: "L+" with L from playerCountLowerBound. The tooltip explains what the number is worth. */
export function playerCountDisplay(count: number, closed = false): PlayerCountDisplay {
  const notes = [PLAYER_COUNT_CACHE_NOTE];
  let text: string;
  if (!Number.isFinite(count) || count < 0) {
    text = '-';
  } else if (count <= PLAYER_COUNT_EXACT_LIMIT) {
    text = `~${formatNumber(count)}`;
  } else {
    text = `${formatNumber(playerCountLowerBound(count))}+`;
    notes.push(PLAYER_COUNT_ESTIMATE_NOTE);
  }
  if (closed) notes.push(PLAYER_COUNT_CLOSED_NOTE);
  // One note per line: browsers keep the line breaks of a title tooltip.
  return { text, tooltip: notes.join('\n') };
}
