// The players a visitor follows, and what each looked like at the last visit of the Following page. Kept in this
// browser only, in localStorage: it answers synchronously (the star of a name in a list paints with the list, no
// flash), fires the `storage` event in the other tabs, and needs no library in the first view's code. The value is
// versioned; an older version is migrated, and anything unreadable (hand-edited, another app's, cut short) is dropped
// with a message the page shows, never thrown. No React and no query library here; the first view's code carries
// only followedIds.ts (the stars in lists), this module loads with the Follow button.

import { FOLLOWING_KEY, notifyFollowing, subscribeFollowing } from './followedIds';
import { isRecord } from './isRecord';

export { FOLLOWING_KEY, subscribeFollowing };
export const FOLLOWING_VERSION = 1;
export const FOLLOWING_LIMIT = 100;
/** After this long on the Following page, what it shows counts as seen. */
export const SNAPSHOT_AFTER_MS = 60_000;
/** Leaving the page sooner than this after the rows were shown keeps the previous snapshot: a reload right after
 *  loading still shows what changed. */
export const SNAPSHOT_MIN_SEEN_MS = 5_000;

export interface FollowedPlayer {
  id: string;
  /** The display name when followed (game text), for rows still loading and for labels. */
  name?: string;
  /** When followed (ms since the epoch). */
  addedAt: number;
}

/** A player's figures the page compares from one visit to the next. */
export interface PlayerFigures {
  points?: number;
  /** Trophies per tier (T1 first). */
  counts?: number[];
  /** Rank per matchmaking type ("2v2", "3v3", "royal"). */
  ranks?: Record<string, number>;
  /** The latest Cup of the Day result. */
  cotd?: { id: number; div?: number; divrank?: number; rank?: number; at?: number };
}

export interface Snapshot {
  figures: PlayerFigures;
  /** When these figures were seen (ms). */
  takenAt: number;
}

export interface FollowingState {
  players: FollowedPlayer[];
  snapshots: Record<string, Snapshot>;
  /** Set when the stored value could not be read and was dropped (the page says so: CORRUPTED_MESSAGE). */
  problem?: boolean;
}

const EMPTY: FollowingState = { players: [], snapshots: {} };

// Account ids are UUIDs; anything else in an import or a stored list is skipped.
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isAccountId(value: unknown): value is string {
  return typeof value === 'string' && ACCOUNT_ID.test(value);
}

const isNum = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readPlayer(value: unknown): FollowedPlayer | undefined {
  if (!isRecord(value) || !isAccountId(value.id)) return undefined;
  const player: FollowedPlayer = { id: value.id.toLowerCase(), addedAt: isNum(value.addedAt) ? value.addedAt : 0 };
  if (typeof value.name === 'string' && value.name) player.name = value.name;
  return player;
}

function uniqueById(players: FollowedPlayer[]): FollowedPlayer[] {
  const seen = new Set<string>();
  return players.filter((player) => !seen.has(player.id) && Boolean(seen.add(player.id)));
}

/**
 * The stored value as this version reads it, or undefined for a value that is not ours. Version 0 was a bare array
 * of account ids: it migrates to version 1 with no names and no snapshots.
 */
export function migrate(stored: unknown): Omit<FollowingState, 'problem'> | undefined {
  if (Array.isArray(stored)) {
    if (!stored.every(isAccountId)) return undefined;
    return {
      players: uniqueById(stored.map((id) => ({ id: id.toLowerCase(), addedAt: 0 }))).slice(0, FOLLOWING_LIMIT),
      snapshots: {},
    };
  }
  if (!isRecord(stored) || stored.version !== FOLLOWING_VERSION || !Array.isArray(stored.players)) return undefined;
  const players: FollowedPlayer[] = [];
  for (const entry of stored.players) {
    const player = readPlayer(entry);
    // One unreadable entry means the value was not written by this code: drop it whole rather than guess.
    if (!player) return undefined;
    players.push(player);
  }
  // Snapshots are checked one by one where they are read (followingChanges.ts): a bad one costs its player's
  // "what changed", not the list, and the first view does not carry that code.
  const snapshots = isRecord(stored.snapshots) ? (stored.snapshots as Record<string, Snapshot>) : {};
  return { players: uniqueById(players).slice(0, FOLLOWING_LIMIT), snapshots };
}

/** Parses the stored text: nothing stored is an empty list; anything unreadable is an empty list with a problem. */
export function parseStored(text: string | null): FollowingState {
  if (text === null) return EMPTY;
  try {
    const state = migrate(JSON.parse(text));
    return state ?? { ...EMPTY, problem: true };
  } catch {
    return { ...EMPTY, problem: true };
  }
}

export function serialize(state: FollowingState): string {
  return JSON.stringify({ version: FOLLOWING_VERSION, players: state.players, snapshots: state.snapshots });
}

// ---- The live store: one cached state for useSyncExternalStore, listeners, the other tabs' changes.

let current: FollowingState | undefined;
// The stored text `current` was read from: another tab, a test or the user's tools may change storage under us, so
// each read compares the text (cheap, synchronous) and parses again only when it changed.
let currentText: string | null = null;

function storage(): Storage | undefined {
  let store: Storage | undefined;
  try {
    store = typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Blocked by the browser's privacy settings: the list lives for this page only.
  }
  return store;
}

function readText(): string | null {
  try {
    return storage()?.getItem(FOLLOWING_KEY) ?? null;
  } catch {
    return null;
  }
}

const emit = notifyFollowing;

/** The current list (the same object until it changes). */
export function getFollowing(): FollowingState {
  const text = readText();
  if (current && text === currentText) return current;
  const state = parseStored(text);
  currentText = text;
  if (state.problem) {
    try {
      storage()?.removeItem(FOLLOWING_KEY);
      currentText = null;
    } catch {
      // Nothing more to do: the message still tells the user.
    }
  }
  current = state;
  return state;
}

function save(next: FollowingState): void {
  current = next;
  const text = serialize(next);
  try {
    storage()?.setItem(FOLLOWING_KEY, text);
    currentText = text;
  } catch {
    // Storage full or blocked: the change holds for this page.
  }
  emit();
}

export function isFollowed(state: FollowingState, id: string): boolean {
  const key = id.toLowerCase();
  return state.players.some((player) => player.id === key);
}

export type FollowResult = 'followed' | 'already' | 'full' | 'invalid';

/** Pure: the state with one more player, unless the list is full. */
export function withFollowed(
  state: FollowingState,
  player: { id: string; name?: string },
  now: number,
): { state: FollowingState; result: FollowResult } {
  if (!isAccountId(player.id)) return { state, result: 'invalid' };
  if (isFollowed(state, player.id)) return { state, result: 'already' };
  if (state.players.length >= FOLLOWING_LIMIT) return { state, result: 'full' };
  const entry: FollowedPlayer = { id: player.id.toLowerCase(), addedAt: now };
  if (player.name) entry.name = player.name;
  return { state: { players: [...state.players, entry], snapshots: state.snapshots }, result: 'followed' };
}

export function withoutFollowed(state: FollowingState, id: string): FollowingState {
  const key = id.toLowerCase();
  const snapshots = Object.fromEntries(Object.entries(state.snapshots).filter(([id]) => id !== key));
  return { players: state.players.filter((player) => player.id !== key), snapshots };
}

export function follow(player: { id: string; name?: string }, now = Date.now()): FollowResult {
  const { state, result } = withFollowed(getFollowing(), player, now);
  if (result === 'followed') save(state);
  return result;
}

export function unfollow(id: string): void {
  save(withoutFollowed(getFollowing(), id));
}

/** Drops the message about a damaged list once the user has read it. */
export function dismissProblem(): void {
  const state = getFollowing();
  if (state.problem) {
    current = { players: state.players, snapshots: state.snapshots };
    emit();
  }
}

/** Applies a change to the list (import, snapshots) and tells every reader. */
export function updateFollowing(change: (state: FollowingState) => FollowingState): void {
  save(change(getFollowing()));
}
