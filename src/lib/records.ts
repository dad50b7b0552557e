// A player's standing on a set of maps (My records): which medal each record earns, how far the next one is, the
// share of players ahead, and the summary and filter the records grid offers.
import { defineChoices, type ChoiceId } from './choices';
import { countOf, formatNumber, formatPercent } from './format';
import { isShownScore, medalFor, MEDALS, type MapKind, type Medal, type MedalScores } from './leaderboard';
import { formatRaceTime } from './raceTime';

/** The medal above the one a score earns, and how much the score must gain to reach it; none above author. */
export function nextMedal(
  score: number | undefined,
  map: MedalScores,
  kind: MapKind,
): { medal: Medal; gap: number } | undefined {
  if (!isShownScore(score)) return undefined;
  const earned = medalFor(score, map, kind);
  const index = earned === undefined ? MEDALS.length : MEDALS.indexOf(earned);
  // The nearest medal above whose score the map has (a map may lack one).
  for (let next = index - 1; next >= 0; next -= 1) {
    const medal = MEDALS[next];
    if (medal === undefined) continue;
    const limit = map[`${medal}Score`];
    if (!Number.isFinite(limit)) continue;
    return { medal, gap: kind === 'stunt' ? limit - score : score - limit };
  }
  return undefined;
}

/**
 * "+0.231 s to gold", "+2 respawns to silver", "120 pts to author". Written as the game writes a difference to a
 * reference: "+" is behind it (slower, more respawns). Points are left unsigned: a sign on them would read either way.
 */
export function formatGap(next: { medal: Medal; gap: number }, kind: MapKind): string {
  const { medal, gap } = next;
  // A medal's id is the word the gap reads.
  const to = `to ${medal}`;
  if (kind === 'stunt') return `${countOf(gap, 'pt')} ${to}`;
  if (kind === 'platform') return `+${countOf(gap, 'respawn')} ${to}`;
  const amount = gap < 60_000 ? `${(gap / 1000).toFixed(3)} s` : formatRaceTime(gap);
  return `+${amount} ${to}`;
}

/** Per map: its medal, "none" when driven without one, "undriven" when the player has no record on it. */
export type MapStanding = Medal | 'none' | 'undriven';
export type MedalCounts = Record<MapStanding, number>;

/** How many maps each medal holds, apart from the maps driven without a medal and the maps never driven. */
export function countMedals(standings: readonly MapStanding[]): MedalCounts {
  const counts: MedalCounts = { author: 0, gold: 0, silver: 0, bronze: 0, none: 0, undriven: 0 };
  for (const standing of standings) counts[standing] += 1;
  return counts;
}

/** "Author 7 · Gold 12 · Silver 3 · Bronze 1 · No medal 2 · Not driven 3". */
export function formatMedalCounts(counts: MedalCounts): string {
  const medals = `Author ${formatNumber(counts.author)} · Gold ${formatNumber(counts.gold)} · Silver ${formatNumber(counts.silver)} · Bronze ${formatNumber(counts.bronze)}`;
  return `${medals} · No medal ${formatNumber(counts.none)} · Not driven ${formatNumber(counts.undriven)}`;
}

/**
 * "top 3.2%": the share of the map's players at or above the rank, one decimal below 10 % and none from 10 % on;
 * undefined without both numbers.
 */
export function topPercent(rank: number | undefined, playerCount: number | undefined): string | undefined {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, the next line rejects undefined too; this one narrows the type
  if (rank === undefined || playerCount === undefined) return undefined;
  if (!(rank > 0) || !(playerCount > 0)) return undefined;
  const share = Math.min(1, rank / playerCount);
  // A share from 9.95 %, which one decimal rounds up to 10.0, reads "10%" like 10 % itself, never "10.0%".
  const precise = formatPercent(share, 1);
  const oneDecimal = share < 0.1 && precise !== '10.0%';
  return `top ${oneDecimal ? precise : formatPercent(share, 0)}`;
}

/** The grid's Show picker; all maps (no parameter in the address) unless the address asks for another. */
// Stryker disable ArrayDeclaration,ObjectLiteral,StringLiteral: made once when the module loads (static), which a mutation run reuses, so it never sees this change
export const RECORD_FILTERS = defineChoices(
  [
    { id: 'all', label: 'All maps' },
    { id: 'missing-gold', label: 'Missing gold' },
  ],
  'all',
);
export type RecordFilter = ChoiceId<typeof RECORD_FILTERS>;

// Stryker restore ArrayDeclaration,ObjectLiteral,StringLiteral
export function parseRecordFilter(raw: string | null): RecordFilter {
  return RECORD_FILTERS.parseOrDefault(raw);
}

/** The rows the filter keeps, in the order given (the grid's table sorts them). */
export function filterRecords<Row extends { medal: Medal | undefined }>(
  rows: readonly Row[],
  filter: RecordFilter,
): readonly Row[] {
  return filter === 'missing-gold' ? rows.filter((row) => row.medal !== 'author' && row.medal !== 'gold') : rows;
}
