// Moving a list of followed players between browsers: share links (?import=id1,id2), JSON files, merge or replace.
// Kept apart from the store so that the first view, which only stars names, does not carry it.
import { FOLLOWING_LIMIT, FOLLOWING_VERSION, isAccountId, updateFollowing, type FollowingState } from './following';
import { isRecord } from './isRecord';

export interface ParsedIds {
  ids: string[];
  /** Entries that are not account ids (counted, not kept). */
  skipped: number;
}

/** A comma, space or newline separated list of ids, as a share link carries it; duplicates are kept once. */
export function parseIdList(text: string): ParsedIds {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const ids: string[] = [];
  let skipped = 0;
  for (const part of parts) {
    if (!isAccountId(part)) skipped += 1;
    else if (!ids.includes(part.toLowerCase())) ids.push(part.toLowerCase());
  }
  return { ids, skipped };
}

/** The ids of an exported file (or a plain array of ids); undefined when the text is not such a file. */
export function parseExport(text: string): (ParsedIds & { names: Record<string, string> }) | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const list: unknown = isRecord(value) ? value.players : value;
  if (!Array.isArray(list)) return undefined;
  const ids: string[] = [];
  const names: Record<string, string> = {};
  let skipped = 0;
  for (const entry of list) {
    const id: unknown = isRecord(entry) ? entry.id : entry;
    if (!isAccountId(id)) {
      skipped += 1;
      continue;
    }
    const key = id.toLowerCase();
    if (ids.includes(key)) continue;
    ids.push(key);
    if (isRecord(entry) && typeof entry.name === 'string' && entry.name) names[key] = entry.name;
  }
  return { ids, skipped, names };
}

export function exportJson(state: FollowingState): string {
  return JSON.stringify(
    { version: FOLLOWING_VERSION, players: state.players.map(({ id, name }) => (name ? { id, name } : { id })) },
    null,
    2,
  );
}

export type ImportMode = 'merge' | 'replace';

export interface ImportOutcome {
  state: FollowingState;
  added: number;
  /** Already in the list (merge). */
  already: number;
  /** Left out because the list holds at most FOLLOWING_LIMIT players. */
  overLimit: number;
}

/**
 * Pure: merge adds the new ids after the current ones; replace keeps only the imported ones (with the snapshots of
 * those already followed, so what changed for them still shows). Either way the list stops at FOLLOWING_LIMIT.
 */
export function withImported(
  state: FollowingState,
  ids: readonly string[],
  mode: ImportMode,
  now: number,
  names: Record<string, string> = {},
): ImportOutcome {
  const base = mode === 'merge' ? state.players : [];
  const players = [...base];
  let added = 0;
  let already = 0;
  let overLimit = 0;
  for (const raw of ids) {
    const id = raw.toLowerCase();
    if (players.some((player) => player.id === id)) {
      already += 1;
      continue;
    }
    if (players.length >= FOLLOWING_LIMIT) {
      overLimit += 1;
      continue;
    }
    const known = state.players.find((player) => player.id === id);
    const name = names[id] ?? known?.name;
    players.push({ id, addedAt: known?.addedAt ?? now, ...(name ? { name } : {}) });
    if (!known) added += 1;
  }
  const kept = new Set(players.map((player) => player.id));
  const snapshots = Object.fromEntries(Object.entries(state.snapshots).filter(([id]) => kept.has(id)));
  return { state: { players, snapshots }, added, already: mode === 'merge' ? already : 0, overLimit };
}

export function importIds(
  ids: readonly string[],
  mode: ImportMode,
  names?: Record<string, string>,
  now = Date.now(),
): Omit<ImportOutcome, 'state'> {
  let counts: Omit<ImportOutcome, 'state'> = { added: 0, already: 0, overLimit: 0 };
  updateFollowing((previous) => {
    const { state, ...outcome } = withImported(previous, ids, mode, now, names);
    counts = outcome;
    return state;
  });
  return counts;
}
