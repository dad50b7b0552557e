// Which answers of the API this browser keeps across visits, and which of them can no longer change. An allow-list:
// a query key not named here is never stored, so a new area's answers stay out of the store until someone decides
// they may be kept. Never stored: the session (it lives in localStorage, src/session/storage.ts, and no query holds
// it), the profile form (['user', …]), and every answer personal to the signed-in player (['leaderboard',
// 'personal', …], ['campaign', 'personal', …]): on a shared computer the next person must not see them. Searches are
// not kept either (one entry per word typed, and stale at once).
//
// "Fixed" answers do not change: a past Track of the Day month, a closed leaderboard, a finished cup and its results,
// a map's info. Restored, they are shown as they are and never asked for again. The other stored answers show from
// the store at once and are refreshed in the background ("Data as of …" in the meantime, DataStamp.tsx).
//
// A player's history (['player', 'matches' | 'trophies' | 'cotd', …]) is stored but never fixed, older pages
// included: no page of it is settled.
// - The API pages these lists by offset from the newest entry (/api/player/{id}/matches/{type}/{page},
//   /trophies/{page}, /cotd/{page}; API-SHAPES.md): page 3 holds the 76th to 100th newest entries, so every new match,
//   trophy gain or cup moves one entry from each page to the next. Old entries all, the page still changes.
// - The cup history sorted oldest first ('dateAsc') or by a rank does not shift that way, but every page of it carries
//   the player's totals and stats (total, stats, statsprimary), which change with each cup played, and a sort by
//   rank moves old results whenever a new one ranks between them.
// - Each history is one infinite query: TanStack refetches its loaded pages together from the first, so an older page
//   could not be kept apart from the newest one in any case.
// The API has no id or date cursor for them; should it get one, a page addressed by it (or a page whose every entry
// is older than a settled date, in a list that cannot shift) could be fixed here.

import type { QueryKey } from '@tanstack/react-query';
import { answerFreshness, type AnswerFacts, type AnswerKindName } from '../api/answerFreshness';
import { isRecord } from '../lib/isRecord';

/**
 * The kind of answer (src/api/answerFreshness.ts, shared with the server's cache) under each key prefix; the first
 * prefix that a key starts with decides. A kind that is not kept (personal answers, searches) keeps its keys out of
 * the store; a key under no prefix here is never stored.
 */
const KEY_KINDS: readonly (readonly [readonly string[], AnswerKindName])[] = [
  [['leaderboard', 'personal'], 'personal'],
  [['campaign', 'personal'], 'personal'],
  [['user'], 'personal'],
  [['players', 'search'], 'search'],
  [['totd', 'month'], 'totdMonth'],
  [['leaderboard', 'map'], 'mapInfo'],
  [['leaderboard', 'rows'], 'board'],
  [['leaderboard', 'list'], 'board'],
  [['leaderboard', 'rank'], 'board'],
  [['leaderboard', 'today'], 'totdToday'],
  [['cotd', 'competition'], 'cup'],
  [['cotd'], 'list'],
  [['campaign', 'ranking'], 'board'],
  [['campaign', 'records'], 'board'],
  [['campaign', 'activity'], 'board'],
  [['campaigns', 'list'], 'list'],
  [['clubs'], 'list'],
  [['competitions'], 'list'],
  [['player', 'profile'], 'player'],
  [['player', 'matches'], 'player'],
  [['player', 'trophies'], 'player'],
  [['player', 'cotd'], 'player'],
  [['players', 'group'], 'list'],
  [['rooms'], 'list'],
  [['matches', 'list'], 'liveList'],
  [['match'], 'list'],
  [['top'], 'list'],
  [['ads'], 'list'],
];

const startsWith = (key: QueryKey, prefix: readonly string[]) => prefix.every((segment, i) => key[i] === segment);

/** The kind of a key's answer, or undefined for a key that is never stored. */
function kindOf(key: QueryKey): AnswerKindName | undefined {
  if (startsWith(key, ['campaign']) && typeof key[1] === 'string' && !['ranking', 'records', 'activity', 'personal'].includes(key[1])) {
    // ['campaign', club, id]: a campaign's maps, changing rarely; kept like the other changing answers.
    return key.length === 3 ? 'list' : undefined;
  }
  return KEY_KINDS.find(([prefix]) => startsWith(key, prefix))?.[1];
}

/** The first segment(s) of every key that may be stored. A key matches when it starts with one of these. */
export const STORED_KEYS: readonly (readonly string[])[] = KEY_KINDS.filter(([, kind]) => kind !== 'personal' && kind !== 'search').map(([prefix]) => prefix);

/** Whether an answer under `key` may be kept across visits. */
export function isStoredKey(key: QueryKey): boolean {
  const kind = kindOf(key);
  return kind !== undefined && kind !== 'personal' && kind !== 'search';
}


/** The answer of a board as the shared policy reads it: the first page of a list, the closed flag of a position's board. */
function boardAnswer(key: QueryKey, data: unknown): unknown {
  if (startsWith(key, ['leaderboard', 'rank'])) return { lockedLeaderboard: key[6] === true };
  const first = isRecord(data) && Array.isArray(data.pages) ? (data.pages as unknown[])[0] : undefined;
  return isRecord(first) && isRecord(first.answer) ? first.answer : data;
}

/** What the shared policy needs to know about a query's answer. */
function factsOf(key: QueryKey, kind: AnswerKindName, data: unknown, updatedAt: number, now: number): AnswerFacts {
  const facts: AnswerFacts = { answer: kind === 'board' ? boardAnswer(key, data) : data, fetchedAt: updatedAt, now };
  if (kind === 'totdMonth' && typeof key[2] === 'number') facts.monthOffset = key[2];
  return facts;
}

/** The kind and facts of a cup key: the cup itself, or its results, fixed with the cup ([..., id] is read for them). */
function cupFacts(key: QueryKey, data: unknown, updatedAt: number, read: (key: QueryKey) => unknown, now: number): [AnswerKindName, AnswerFacts] | undefined {
  const id = key[2];
  if (typeof id !== 'number' && typeof id !== 'string') return undefined;
  if (key.length === 3) return ['cup', { answer: data, fetchedAt: updatedAt, now }];
  return ['cupResults', { answer: data, parent: read(['cotd', 'competition', id]), fetchedAt: updatedAt, now }];
}

/**
 * Whether a query's answer can no longer change. `read` gives another cached answer (a cup's results are fixed once
 * the cup, a separate answer, has ended). `now` in ms.
 */
export function isFixedAnswer(key: QueryKey, data: unknown, updatedAt: number, read: (key: QueryKey) => unknown, now: number): boolean {
  return answerStaleTime(key, data, updatedAt, read, now) === Number.POSITIVE_INFINITY;
}

/** How long (ms) a stored answer stays fresh in the browser: forever when fixed, else the shared policy's freshness. */
export function answerStaleTime(key: QueryKey, data: unknown, updatedAt: number, read: (key: QueryKey) => unknown, now: number): number {
  const kind = kindOf(key);
  if (kind === undefined || kind === 'personal') return 0;
  const [ruleKind, facts] = kind === 'cup' ? (cupFacts(key, data, updatedAt, read, now) ?? ['list', { fetchedAt: updatedAt, now }]) : [kind, factsOf(key, kind, data, updatedAt, now)];
  const freshness = answerFreshness(ruleKind, facts);
  return freshness.fixed ? Number.POSITIVE_INFINITY : freshness.freshMs;
}
