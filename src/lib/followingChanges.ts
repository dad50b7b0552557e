// "What changed since the last visit" of the Following page: the snapshot rules and the changes in words.
import {
  isFollowed,
  SNAPSHOT_AFTER_MS,
  SNAPSHOT_MIN_SEEN_MS,
  updateFollowing,
  type FollowingState,
  type PlayerFigures,
  type Snapshot,
} from './following';
import { isRecord } from './isRecord';

export const CORRUPTED_MESSAGE =
  'Your list of followed players could not be read (it was damaged or written by something else), so it was reset.';

const isNum = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const optNum = (value: unknown): number | undefined => (isNum(value) ? value : undefined);

function readFigures(value: unknown): PlayerFigures | undefined {
  if (!isRecord(value)) return undefined;
  const figures: PlayerFigures = {};
  if (isNum(value.points)) figures.points = value.points;
  if (Array.isArray(value.counts) && value.counts.every(isNum)) figures.counts = value.counts;
  if (isRecord(value.ranks)) {
    const ranks: Record<string, number> = {};
    for (const [type, rank] of Object.entries(value.ranks)) if (isNum(rank)) ranks[type] = rank;
    figures.ranks = ranks;
  }
  const cotd = value.cotd;
  if (isRecord(cotd) && isNum(cotd.id)) {
    figures.cotd = {
      id: cotd.id,
      div: optNum(cotd.div),
      divrank: optNum(cotd.divrank),
      rank: optNum(cotd.rank),
      at: optNum(cotd.at),
    };
  }
  return figures;
}

/** A player's stored snapshot, if it reads as one (stored values are checked here, not trusted). */
export function snapshotOf(state: FollowingState, id: string): Snapshot | undefined {
  const entry: unknown = isFollowed(state, id) ? state.snapshots[id.toLowerCase()] : undefined;
  if (!isRecord(entry) || !isNum(entry.takenAt)) return undefined;
  const figures = readFigures(entry.figures);
  return figures ? { figures, takenAt: entry.takenAt } : undefined;
}

/** Pure: the snapshots after a visit saw `figures` (players without figures, still loading or failing, keep theirs). */
export function withSnapshots(
  state: FollowingState,
  figures: Record<string, PlayerFigures>,
  now: number,
): FollowingState {
  const snapshots: Record<string, Snapshot> = {};
  for (const player of state.players) {
    const seen = figures[player.id];
    const before = snapshotOf(state, player.id);
    if (seen) snapshots[player.id] = { figures: seen, takenAt: now };
    else if (before) snapshots[player.id] = before;
  }
  return { players: state.players, snapshots };
}

export function takeSnapshots(figures: Record<string, PlayerFigures>, now = Date.now()): void {
  if (Object.keys(figures).length === 0) return;
  updateFollowing((state) => withSnapshots(state, figures, now));
}

export type SnapshotReason = 'timer' | 'leave';

/**
 * Whether a visit's figures become the next visit's reference: after SNAPSHOT_AFTER_MS on the page always; on leaving
 * only once the rows were shown for SNAPSHOT_MIN_SEEN_MS (a reload right after loading keeps the changes); never
 * while nothing was shown yet, nor twice in a visit.
 */
export function shouldSnapshot(reason: SnapshotReason, shownForMs: number | undefined, alreadyTaken: boolean): boolean {
  if (alreadyTaken || shownForMs === undefined) return false;
  return reason === 'timer' ? shownForMs >= SNAPSHOT_AFTER_MS : shownForMs >= SNAPSHOT_MIN_SEEN_MS;
}

const MATCHMAKING_LABELS: Readonly<Record<string, string>> = { '2v2': '2v2', '3v3': '3v3', royal: 'Royal' };
const formatInt = (n: number) => Math.round(n).toLocaleString('en-US');
const DAY_MS = 86_400_000;

/** "today", "yesterday", "on 3 March": calendar days in the viewer's time zone. */
export function dayPhrase(at: number, now: number): string {
  const startOf = (ms: number) => {
    const date = new Date(ms);
    return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  };
  const days = Math.round((startOf(now) - startOf(at)) / DAY_MS);
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  return `on ${new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'long' })}`;
}

/** What changed between two visits, in words: "+3 T6 trophies", "3v3 rank 1,204 → 987", "won division 4 yesterday". */
export function describeChanges(before: PlayerFigures | undefined, after: PlayerFigures, now: number): string[] {
  if (!before) return [];
  const lines: string[] = [];
  if (before.counts && after.counts) {
    for (let tier = after.counts.length; tier >= 1; tier -= 1) {
      const gained = (after.counts[tier - 1] ?? 0) - (before.counts[tier - 1] ?? 0);
      if (gained > 0) lines.push(`+${formatInt(gained)} T${tier} ${gained === 1 ? 'trophy' : 'trophies'}`);
    }
  } else if (
    // Stryker disable ConditionalExpression,LogicalOperator: equivalent, a missing figure compared with a number is false, as these checks answer
    before.points !== undefined &&
    after.points !== undefined &&
    after.points > before.points
    // Stryker restore ConditionalExpression,LogicalOperator
  ) {
    lines.push(`+${formatInt(after.points - before.points)} trophy points`);
  }
  for (const type of ['2v2', '3v3', 'royal']) {
    const from = before.ranks?.[type];
    const to = after.ranks?.[type];
    if (from !== undefined && to !== undefined && from !== to)
      lines.push(`${MATCHMAKING_LABELS[type] ?? type} rank ${formatInt(from)} → ${formatInt(to)}`);
  }
  const cup = after.cotd;
  if (cup && cup.id !== before.cotd?.id && cup.div !== undefined) {
    const when = cup.at === undefined ? '' : ` ${dayPhrase(cup.at, now)}`;
    lines.push(
      cup.divrank === 1
        ? `won division ${formatInt(cup.div)}${when}`
        : `Cup of the Day: division ${formatInt(cup.div)}${cup.divrank ? `, rank ${formatInt(cup.divrank)}` : ''}${when}`,
    );
  }
  return lines;
}
