// The value the answer store (answerStore.ts) keeps in IndexedDB: where it lives, how it is read back, how it is
// trimmed. Versioned and read defensively, like every store of this browser's data: a value this code did not write is
// dropped with a quiet note, never thrown (docs/decisions/012-kept-answers.md).

import type { DehydratedState } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { answerOwner, isFixedAnswer, isStoredAnswer } from './answerPolicy';
import { isRecord } from '../../lib/isRecord';
import { ANSWER_SCHEMA_VERSION } from '../../api/schemaVersion';

/**
 * Raise when the stored value's layout changes (a migration can then read the older one instead of dropping it).
 * 2: each stored answer carries its query's meta (its kind, src/api/answerMeta.ts), which decides whether it is kept.
 */
export const ANSWER_STORE_VERSION = 2;
export const ANSWER_STORE_BUSTER = `v${ANSWER_STORE_VERSION}-s${ANSWER_SCHEMA_VERSION}`;
/** Answers older than this are not restored. */
export const ANSWER_MAX_AGE_MS = 7 * 24 * 3600_000;
/** The most answers kept (the most recently fetched win): a leaderboard page or a player's history is a few KB. */
export const MAX_STORED_ANSWERS = 200;
const KEY = 'answers';

/** Where the store lives: IndexedDB in the browser; tests pass a Map-backed one. */
export interface AnswerStorage {
  get: () => Promise<unknown>;
  set: (value: PersistedClient) => Promise<void>;
  remove: () => Promise<void>;
}

export function indexedDbStorage(): AnswerStorage | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  let store: UseStore;
  try {
    store = createStore('tmio-answers', 'answers');
  } catch {
    return undefined;
  }
  return { get: () => get(KEY, store), set: (value) => set(KEY, value, store), remove: () => del(KEY, store) };
}

/** A stored answer: TanStack's dehydrated query. */
type StoredQuery = DehydratedState['queries'][number];

/** A stored answer this code wrote: a successful query whose meta names a kind that may be kept. */
function isStoredQuery(value: unknown): boolean {
  if (
    !isRecord(value) ||
    !Array.isArray(value.queryKey) ||
    typeof value.queryHash !== 'string' ||
    !isRecord(value.state)
  )
    return false;
  const { state } = value;
  // The player's own record (or campaign position) is an object: anything else was not written by this code.
  const shaped = answerOwner(value) === undefined || isRecord(state.data);
  return (
    state.status === 'success' &&
    state.data !== undefined &&
    typeof state.dataUpdatedAt === 'number' &&
    isStoredAnswer(value) &&
    shaped
  );
}

/**
 * The stored value as this version reads it: the persisted client, or 'unreadable' for a value this code did not
 * write. Another release's value (a different buster) is returned as it is: the restore drops it quietly. The lists
 * of the answers read get their unread counts back.
 */
export function readStoredAnswers(value: unknown): PersistedClient | 'unreadable' {
  if (
    !isRecord(value) ||
    typeof value.timestamp !== 'number' ||
    typeof value.buster !== 'string' ||
    !isRecord(value.clientState)
  )
    return 'unreadable';
  if (value.buster !== ANSWER_STORE_BUSTER)
    return { timestamp: value.timestamp, buster: value.buster, clientState: { queries: [], mutations: [] } };
  const { queries } = value.clientState;
  // One unreadable entry means the value was not written by this code: drop it whole rather than guess.
  if (!Array.isArray(queries) || !queries.every(isStoredQuery)) return 'unreadable';
  return {
    timestamp: value.timestamp,
    buster: value.buster,
    clientState: { queries: queries as StoredQuery[], mutations: [] },
  };
}

/**
 * A past year's recap (issue 47): a few hundred bytes that cost dozens of requests and can no longer change, kept with
 * no expiry: outside the count of newest answers, and restored after any absence.
 */
export function isKeptForever(query: { meta?: unknown; state: { data?: unknown; dataUpdatedAt: number } }): boolean {
  return (
    isRecord(query.meta) &&
    query.meta.answerKind === 'recap' &&
    isFixedAnswer(query, query.state.data, query.state.dataUpdatedAt, () => undefined, Date.now())
  );
}

/** The newest `limit` answers of a persisted client, and every answer kept forever. */
export function newestAnswers(client: PersistedClient, limit = MAX_STORED_ANSWERS): PersistedClient {
  const { queries } = client.clientState;
  if (queries.length <= limit) return client;
  const forever = queries.filter(isKeptForever);
  const newest = queries
    .filter((query) => !isKeptForever(query))
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, limit);
  return { ...client, clientState: { ...client.clientState, queries: [...newest, ...forever] } };
}
