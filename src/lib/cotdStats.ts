import { ordinal } from './format';

// Rules of a player's Cup of the Day results (spec part 2, §2 and §9).

/** Players per division; the average div rank is a fraction of it. */
export const AVG_DIV_RANK_SCALE = 64;

/** A rerun's name ends in "#2" to "#9" ("#1", or no number, is the primary cup). */
export function isRerunName(name: string | undefined): boolean {
  return /#[2-9]\s*$/.test(name ?? '');
}

/** The average div rank (a fraction of a division) as a place in a division of 64: "12th". */
export function averageDivRank(avgdivrank: number | undefined): string {
  // Missing, unreadable or not above 0: no place (an infinite one reads "-" through ordinal).
  const value = avgdivrank ?? Number.NaN;
  if (!(value > 0)) return '-';
  return ordinal(Math.max(1, Math.round(value * AVG_DIV_RANK_SCALE)));
}

export type DivisionColour = 'success' | 'gold' | 'silver' | 'bronze';

/** Division colour tags: 1 success, 2 gold, 3 silver, 4 bronze; other divisions are plain. */
export function divisionColour(div: number | undefined): DivisionColour | undefined {
  return ({ 1: 'success', 2: 'gold', 3: 'silver', 4: 'bronze' } as const)[div ?? 0];
}

/** The top three places of a division are highlighted. */
export function isTopDivRank(divrank: number | undefined): boolean {
  return divrank === 1 || divrank === 2 || divrank === 3;
}
