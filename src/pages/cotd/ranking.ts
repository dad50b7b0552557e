import { formatPercent } from '../../lib/format';
import type { RankingRow } from '../../data/cotd';
import type { RankingSort } from './filters';

// What the ranking table shows for each sort. `*reruns` fields count the reruns alone; the Total columns
// add both. The streak with reruns is its own number (a streak cannot be added up).

export interface RankingCell {
  value: number;
  /** The wins' share of the matching played count ("12.3%"), when above 0. */
  share?: string;
  /** Streaks of 1 or less say little: they are greyed. */
  muted?: boolean;
}

export interface RankingColumn {
  header: string;
  cell: (row: RankingRow) => RankingCell;
}

/** Wins as a share of played, to one decimal; undefined when it would read 0.0% (or nothing was played). */
export function winShare(wins: number, played: number): string | undefined {
  if (!(wins > 0) || !(played > 0)) return undefined;
  const text = formatPercent(wins / played);
  return /^0(\.0+)?%$/.test(text) ? undefined : text;
}

export const isMutedStreak = (streak: number): boolean => streak <= 1;

// The decoded rows carry every count (0 when the answer had none), so the cells add them up directly.
const played = (row: RankingRow) => row.totalplayed;
const playedReruns = (row: RankingRow) => row.totalplayedreruns;

const withShare = (wins: number, of: number): RankingCell => {
  const share = winShare(wins, of);
  return share === undefined ? { value: wins } : { value: wins, share };
};

const streak = (value: number): RankingCell => ({ value, muted: isMutedStreak(value) });

export const RANKING_COLUMNS: Record<RankingSort, readonly RankingColumn[]> = {
  totalplayed: [
    { header: 'Played', cell: (row) => ({ value: played(row) }) },
    { header: 'Reruns', cell: (row) => ({ value: playedReruns(row) }) },
    { header: 'Total', cell: (row) => ({ value: played(row) + playedReruns(row) }) },
  ],
  wins: [
    { header: 'Wins', cell: (row) => withShare(row.wins, played(row)) },
    { header: 'Reruns', cell: (row) => withShare(row.winsreruns, playedReruns(row)) },
    { header: 'Total', cell: (row) => withShare(row.wins + row.winsreruns, played(row) + playedReruns(row)) },
  ],
  winstreak: [
    { header: 'Streak', cell: (row) => streak(row.winstreak) },
    { header: '+Reruns', cell: (row) => streak(row.winstreakreruns) },
  ],
};
