// Which of the API's answers this browser keeps across visits (an allow-list of answer kinds, answerFreshness.ts), and
// which of them can no longer change ("fixed": shown as kept, never asked again). Why each kind is or is not kept, and
// why a player's history is never fixed: docs/decisions/012-kept-answers.md.

import type { QueryKey } from '@tanstack/react-query';
import {
  ANSWER_KINDS,
  answerFreshness,
  type AnswerFacts,
  type AnswerKind,
  type AnswerKindName,
} from '../../api/answerFreshness';
import type { AnswerMeta } from '../../api/answerMeta';
import { isRecord } from '../../lib/isRecord';

/** What carries a query's meta: the query itself, its options, or its stored entry. */
export interface WithMeta {
  meta?: unknown;
}

type KeptMeta = AnswerMeta & { answerKind: AnswerKindName };

const isPath = (value: unknown) =>
  value === undefined ||
  (Array.isArray(value) && value.every((step) => typeof step === 'string' || typeof step === 'number'));

/**
 * The meta of an answer this browser may keep, or undefined. Read defensively: a stored entry's meta comes back from
 * storage, and a fact of the wrong type would decide a freshness.
 */
function keptMeta({ meta }: WithMeta): KeptMeta | undefined {
  if (!isRecord(meta) || typeof meta.answerKind !== 'string' || !Object.hasOwn(ANSWER_KINDS, meta.answerKind))
    return undefined;
  const kind: AnswerKind = ANSWER_KINDS[meta.answerKind as AnswerKindName];
  if (!kind.keep) return undefined;
  // An account's own answer names its account, or it is not kept at all.
  if (kind.owned === true ? typeof meta.accountId !== 'string' || meta.accountId === '' : meta.accountId !== undefined)
    return undefined;
  const factsRead =
    ['number', 'undefined'].includes(typeof meta.monthOffset) && ['boolean', 'undefined'].includes(typeof meta.closed);
  return factsRead && isPath(meta.parentKey) && isPath(meta.answerAt) ? (meta as KeptMeta) : undefined;
}

/** Whether an answer (a query, its options or its stored entry) may be kept across visits. */
export const isStoredAnswer = (source: WithMeta): boolean => keptMeta(source) !== undefined;

/** The account an answer belongs to (the signed-in player's own records), or undefined for an answer anyone may see. */
export function answerOwner(source: WithMeta): string | undefined {
  const meta = keptMeta(source);
  return meta?.accountId?.toLowerCase();
}

/**
 * Whether an answer may be kept while `account` is signed in ('' for nobody): any answer that may be kept, but an
 * account's own answer only for that account.
 */
export function isKeptFor(source: WithMeta, account: string): boolean {
  if (!isStoredAnswer(source)) return false;
  const owner = answerOwner(source);
  return owner === undefined || owner === account.toLowerCase();
}

/** Whether a restored answer stays fresh for the rest of its fresh time (else it is asked for again when shown). */
export function isFreshWhenRestored(source: WithMeta): boolean {
  const meta = keptMeta(source);
  if (meta === undefined) return false;
  const kind: AnswerKind = ANSWER_KINDS[meta.answerKind];
  return kind.freshWhenRestored === true;
}

/** The API's own answer within a query's data: where the factory says it lies (`answerAt`), else the data itself. */
function answerIn(data: unknown, path: readonly (string | number)[] = []): unknown {
  return path.reduce<unknown>(
    (node, step) =>
      typeof node === 'object' && node !== null ? (node as Record<string | number, unknown>)[step] : undefined,
    data,
  );
}

/** What the shared policy needs to know about an answer: from its meta, its data, and its parent's cached answer. */
function factsOf(
  meta: KeptMeta,
  data: unknown,
  fetchedAt: number,
  read: (key: QueryKey) => unknown,
  now: number,
): AnswerFacts {
  // A closed flag in the meta stands for the board's answer (the query's own answer is not the board's).
  const facts: AnswerFacts = {
    answer: meta.closed === undefined ? answerIn(data, meta.answerAt) : { lockedLeaderboard: meta.closed },
    fetchedAt,
    now,
  };
  if (meta.monthOffset !== undefined) facts.monthOffset = meta.monthOffset;
  if (meta.parentKey !== undefined) facts.parent = read(meta.parentKey);
  return facts;
}

/**
 * Whether an answer can no longer change. `read` gives another cached answer (a cup's results are fixed once the cup,
 * a separate answer, has ended). `now` in ms.
 */
export function isFixedAnswer(
  source: WithMeta,
  data: unknown,
  updatedAt: number,
  read: (key: QueryKey) => unknown,
  now: number,
): boolean {
  return answerStaleTime(source, data, updatedAt, read, now) === Number.POSITIVE_INFINITY;
}

/** How long (ms) a stored answer stays fresh in the browser: forever when fixed, else the shared policy's freshness. */
export function answerStaleTime(
  source: WithMeta,
  data: unknown,
  updatedAt: number,
  read: (key: QueryKey) => unknown,
  now: number,
): number {
  const meta = keptMeta(source);
  if (meta === undefined) return 0;
  const freshness = answerFreshness(meta.answerKind, factsOf(meta, data, updatedAt, read, now));
  return freshness.fixed ? Number.POSITIVE_INFINITY : freshness.freshMs;
}

/**
 * How long (ms) an answer stays fresh in this browser, by the kind its factory names in its meta: a fixed answer for
 * ever, a stored kind for the shared policy's freshness (the server's cache follows it too), a kind never kept (a
 * search, the profile form) for its kind's fresh time; undefined for a query that names no kind. The query client
 * installs it (queryClient.ts), so the rule is the same with the answer store or without (a private window, a test).
 */
export function kindStaleTime(
  source: WithMeta,
  data: unknown,
  updatedAt: number,
  read: (key: QueryKey) => unknown,
  now: number,
): number | undefined {
  const { meta } = source;
  if (!isRecord(meta) || typeof meta.answerKind !== 'string' || !Object.hasOwn(ANSWER_KINDS, meta.answerKind))
    return undefined;
  if (isStoredAnswer(source)) return answerStaleTime(source, data, updatedAt, read, now);
  const kind: AnswerKind = ANSWER_KINDS[meta.answerKind as AnswerKindName];
  return kind.freshMs;
}
