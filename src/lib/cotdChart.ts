import { isRerunName } from './cotdStats';
import { countOf, formatNumber, formatPercent } from './format';
import { toDate } from './timeValue';

// The Cup of the Day chart's data (issue 10): one point per cup, placed by its time, with the rank as a share of the
// players (the spec's "rank %": rank / totalplayers) and the division. Pure shaping; the drawing lives in
// pages/player/charts.

/** What the chart reads of a result: the API's CotdResult, every field but the id and name optional. */
export interface CotdChartRow {
  id: number;
  name: string;
  timestamp?: string | number;
  div?: number;
  rank?: number;
  totalplayers?: number;
  excludedfromstats?: boolean;
}

/** Which series a cup is drawn in: an excluded cup is marked as such whether it is a rerun or not. */
export type CupKind = 'primary' | 'rerun' | 'excluded';

export interface CotdPoint {
  id: number;
  name: string;
  /** Unix seconds. */
  time: number;
  /** rank / totalplayers, 0 (exclusive) to 1; null when either is missing. */
  ratio: number | null;
  div: number | null;
  rerun: boolean;
  excluded: boolean;
  kind: CupKind;
}

// A missing value counts as 0; Number.isFinite refuses NaN and the infinities.
const positive = (value: number | undefined): value is number => (value ?? 0) > 0 && Number.isFinite(value);

/** A result as a point, or null when it has no readable time (it cannot be placed on a time axis). */
export function cotdPoint(row: CotdChartRow): CotdPoint | null {
  const at = toDate(row.timestamp);
  if (at === null) return null;
  const rerun = isRerunName(row.name);
  const excluded = row.excludedfromstats === true;
  return {
    id: row.id,
    name: row.name,
    time: Math.floor(at.valueOf() / 1000),
    ratio: positive(row.rank) && positive(row.totalplayers) ? Math.min(1, row.rank / row.totalplayers) : null,
    div: positive(row.div) ? row.div : null,
    rerun,
    excluded,
    kind: excluded ? 'excluded' : rerun ? 'rerun' : 'primary',
  };
}

/** The points of some results, oldest first (the table may be sorted any way; a time axis needs ascending x). */
export function cotdPoints(rows: readonly CotdChartRow[]): CotdPoint[] {
  return rows
    .map(cotdPoint)
    .filter((point): point is CotdPoint => point !== null)
    .sort((a, b) => a.time - b.time || a.id - b.id);
}

/** Columns for a chart with one x: rank % per kind (null where the cup is of another kind) and the division. */
export interface CotdSeries {
  x: number[];
  primary: (number | null)[];
  rerun: (number | null)[];
  excluded: (number | null)[];
  div: (number | null)[];
}

export function cotdSeries(points: readonly CotdPoint[]): CotdSeries {
  const percentOf = (point: CotdPoint, kind: CupKind) =>
    point.kind === kind && point.ratio !== null ? point.ratio * 100 : null;
  return {
    x: points.map((point) => point.time),
    primary: points.map((point) => percentOf(point, 'primary')),
    rerun: points.map((point) => percentOf(point, 'rerun')),
    excluded: points.map((point) => percentOf(point, 'excluded')),
    div: points.map((point) => point.div),
  };
}

export interface CotdSummary {
  cups: number;
  /** Unix seconds of the oldest and newest cup; null without cups. */
  first: number | null;
  last: number | null;
  /** Best and median rank % (as ratios) of the cups that count (not excluded); null when none has a rank. */
  best: number | null;
  median: number | null;
  /** Counted cups finished in division 1, and the best division reached. */
  div1: number;
  bestDiv: number | null;
  reruns: number;
  excluded: number;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** Excluded cups are left out of best, median and divisions, as they are from the site's statistics. */
export function summarizeCotd(points: readonly CotdPoint[]): CotdSummary {
  const counted = points.filter((point) => !point.excluded);
  const ratios = counted.map((point) => point.ratio).filter((ratio): ratio is number => ratio !== null);
  const divs = counted.map((point) => point.div).filter((div): div is number => div !== null);
  return {
    cups: points.length,
    first: points[0]?.time ?? null,
    last: points.at(-1)?.time ?? null,
    best: ratios.length > 0 ? Math.min(...ratios) : null,
    median: median(ratios),
    div1: divs.filter((div) => div === 1).length,
    bestDiv: divs.length > 0 ? Math.min(...divs) : null,
    reruns: points.filter((point) => point.rerun).length,
    excluded: points.filter((point) => point.excluded).length,
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function monthShort(month: number): string {
  return MONTHS[month] ?? '';
}

/** "3 Jan 2024", in UTC or (by default) the browser's zone; written out by hand so every engine gives the same text. */
export function formatDay(seconds: number, zone?: 'local' | 'utc'): string {
  const date = new Date(seconds * 1000);
  if (zone === 'utc') return `${date.getUTCDate()} ${monthShort(date.getUTCMonth())} ${date.getUTCFullYear()}`;
  return `${date.getDate()} ${monthShort(date.getMonth())} ${date.getFullYear()}`;
}

/** A rank % with the spec's one decimal, two below 1 % (a win among 3,000 players is 0.03 %, not "0.0%"). */
export const rankPercent = (ratio: number) => formatPercent(ratio, ratio < 0.01 ? 2 : 1);

/**
 * The chart's text alternative: "142 cups from 3 Jan 2024 to 20 Nov 2026: best 0.4%, median 12.3%, division 1 in
 * 18 cups; 9 reruns, 3 excluded."
 */
export function cotdSummaryText(summary: CotdSummary, zone?: 'local' | 'utc'): string {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, first and last are null exactly when there is no cup
  if (summary.cups === 0 || summary.first === null || summary.last === null) return 'No cup with a known time to draw.';
  const from = formatDay(summary.first, zone);
  const to = formatDay(summary.last, zone);
  // One cup has the same first and last day.
  const span =
    from === to
      ? `${countOf(summary.cups, 'cup')} on ${from}`
      : `${countOf(summary.cups, 'cup')} from ${from} to ${to}`;
  const parts: string[] = [];
  if (summary.best !== null && summary.median !== null)
    parts.push(`best ${rankPercent(summary.best)}`, `median ${rankPercent(summary.median)}`);
  if (summary.div1 > 0) parts.push(`division 1 in ${countOf(summary.div1, 'cup')}`);
  else if (summary.bestDiv !== null) parts.push(`best division ${formatNumber(summary.bestDiv)}`);
  const counts = `${countOf(summary.reruns, 'rerun')}, ${formatNumber(summary.excluded)} excluded`;
  return `${span}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}; ${counts}.`;
}
