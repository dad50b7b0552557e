// How long an API answer stays right, in one place for the browser and the server. The app's answer store
// (src/data/cache/answerPolicy.ts) reads it by query key, the production server's shared cache (server/answerCache.ts) by
// API path (src/data/routeTable.ts), so the two never disagree about what is fixed and what is fresh.
// Pure: no React, no browser or Node API, so both builds can bundle it.
//
// An answer has three windows, counted from when it was fetched:
// - fresh: answered as it is, nobody asks the API;
// - stale (stale-while-revalidate): still answered at once, while one refresh runs;
// - error (stale-if-error): answered only when the API fails, times out or refuses (429); the app says "Data as of".
// A "fixed" answer can no longer change (a past Track of the Day month, a map's info, a finished cup and its results,
// a closed leaderboard): the browser never asks for it again, the server keeps it a day at a time.
import { nextTotdRollover } from '../lib/parisTime';
import { isRecord } from '../lib/isRecord';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What is known about one answer when its freshness is decided. */
export interface AnswerFacts {
  /** The answer as sent or as decoded: the fields read here (enddate, lockedLeaderboard) are the same in both. */
  answer?: unknown;
  /** The answer this one's fixedness follows, when known: a cup's own answer, for its results. */
  parent?: unknown;
  /** Months back from the current one, for a Track of the Day month. */
  monthOffset?: number;
  /** When the answer was fetched, in ms. */
  fetchedAt: number;
  /** The time now, in ms. */
  now: number;
}

export interface Freshness {
  /** The answer can no longer change (until `fixedUntil` for a Track of the Day month, whose offset then moves on). */
  fixed: boolean;
  /** Fresh this long after it was fetched. */
  freshMs: number;
  /** Then answered stale at once while it is refreshed, this long. */
  staleMs: number;
  /** Then, and during the stale window, answered when the API fails, this long after freshness ends. */
  errorMs: number;
}

/** A kind of answer: how long it is fresh, and when it can no longer change. */
export interface AnswerKind {
  /** The same for whoever asks: a shared cache may answer it and forward it without credentials. */
  shared: boolean;
  /** The browser keeps it across visits (an allow-list: personal answers and searches are never kept). */
  keep: boolean;
  /**
   * Restored from the browser's store, it stays fresh for the rest of its fresh time, as if fetched this visit. Without
   * it a restored answer is shown and asked for again as soon as a page shows it: most answers change within minutes,
   * and a kind whose fresh time is long (a player count) or that is the visitor's own (their records) says otherwise.
   */
  freshWhenRestored?: boolean;
  /**
   * The answer belongs to one account (the query's meta names it, `accountId`): the browser keeps it only while that
   * account is the one signed in, and never for anyone else.
   */
  owned?: boolean;
  freshMs: number;
  staleMs: number;
  errorMs: number;
  /** Until when (ms) the answer can no longer change, when it is fixed; undefined while it can change. */
  fixedUntil?: (facts: AnswerFacts) => number | undefined;
  /** A time (ms) no window may pass: the answer is wrong after it (a Track of the Day offset names another month). */
  validUntil?: (facts: AnswerFacts) => number;
}

/** How long a fixed answer is kept before the server checks it again (the browser never does). */
export const FIXED_FRESH_MS = DAY;
const FIXED_ERROR_MS = 7 * DAY;

/** A cup whose end (unix seconds) is more than an hour past: its results are final. */
const CUP_SETTLED_S = 3600;
function cupEnded(cup: unknown, now: number): boolean {
  return isRecord(cup) && typeof cup.enddate === 'number' && cup.enddate + CUP_SETTLED_S < now / 1000;
}

const changing = (freshMs: number, staleMs = 5 * MINUTE, errorMs = DAY) => ({
  shared: true,
  keep: true,
  freshMs,
  staleMs,
  errorMs,
});

/** A board whose answer says it is closed (or whose query knows it is) no longer changes. */
const boardClosed = ({ answer }: AnswerFacts) =>
  isRecord(answer) && answer.lockedLeaderboard === true ? Number.POSITIVE_INFINITY : undefined;

/** How long the signed-in player's own records stay fresh in this browser: a new record shows within this time. */
export const OWN_RECORD_FRESH_MS = 3 * MINUTE;

/** Every kind of answer the app asks for. */
export const ANSWER_KINDS = {
  /** /api/totd/{offset}: a past month is fixed until the month turns (offset 1 then names another month). */
  totdMonth: {
    ...changing(5 * MINUTE),
    // Until the month turns after it was fetched: an answer fetched in an earlier month is past that already.
    fixedUntil: ({ monthOffset, fetchedAt }) =>
      // Stryker disable next-line StringLiteral: equivalent, any unit but 'day' is the month
      (monthOffset ?? 0) > 0 ? nextTotdRollover(fetchedAt, 'month') : undefined,
    // The current month gains a day at 7 PM: fresh until then at most; any month is another after the month turns.
    validUntil: ({ monthOffset, fetchedAt }) =>
      monthOffset === 0
        ? nextTotdRollover(fetchedAt, 'day')
        : // Stryker disable next-line StringLiteral: equivalent, any unit but 'day' is the month
          nextTotdRollover(fetchedAt, 'month'),
  },
  /** /api/totd/today: today's map, another one at 7 PM Paris time. */
  totdToday: {
    ...changing(5 * MINUTE),
    // The map changes only at 7 PM (validUntil): restored, it is as right as if fetched this visit.
    freshWhenRestored: true,
    validUntil: ({ fetchedAt }) => nextTotdRollover(fetchedAt, 'day'),
  },
  /** /api/map/{uid}: a map's info does not change. */
  mapInfo: { ...changing(FIXED_FRESH_MS), fixedUntil: () => Number.POSITIVE_INFINITY },
  /** Leaderboard rows, recent records, campaign activity: fixed once the board is closed. */
  board: { ...changing(MINUTE), fixedUntil: boardClosed },
  /**
   * A map's player count and world record: the first row of its board, read for its playercount (the records grid's
   * share of players ahead) and for that row itself (the world record My records compares with the last visit). The
   * count moves by a few players an hour, but a world record can fall any hour, and "what moved since my last visit"
   * must not miss one for a day: fresh for an hour, kept across visits (a return within the hour asks nothing), then
   * shown at once and asked again. Fixed once the board is closed.
   */
  playerCount: { ...changing(HOUR, DAY, 7 * DAY), freshWhenRestored: true, fixedUntil: boardClosed },
  /** /api/comp/{id}: a cup or an event, fixed an hour after its end. */
  cup: {
    ...changing(MINUTE),
    fixedUntil: ({ answer, now }) => (cupEnded(answer, now) ? Number.POSITIVE_INFINITY : undefined),
  },
  /** A cup's rounds, results and teams: they change every few seconds while it runs, and never after its end. */
  cupResults: {
    ...changing(30_000, MINUTE),
    fixedUntil: ({ parent, now }) => (cupEnded(parent, now) ? Number.POSITIVE_INFINITY : undefined),
  },
  /** Lists, rankings, clubs, rooms, campaigns, events, ads: they change slowly. */
  list: changing(5 * MINUTE, 10 * MINUTE),
  /** A player's profile and history pages (offset pages shift with each new entry: never fixed, see answerPolicy). */
  player: changing(5 * MINUTE),
  /**
   * The signed-in player's own profile and Cup of the Day history, as their home (/me) and the "you" strips read them:
   * the same answers as anyone's (shared), but the visitor's own, so kept under their account (meta `accountId`) and,
   * restored, fresh for the rest of their few minutes: a return to the home within minutes asks for them once.
   */
  ownPlayer: { ...changing(5 * MINUTE), owned: true, freshWhenRestored: true },
  /**
   * A player's year in figures (issue 47), read from their histories: fresh as long as they are; fixed once it was read
   * an hour after the year ended (nothing can join a year that is over), then kept with no expiry.
   */
  recap: {
    ...changing(5 * MINUTE),
    fixedUntil: ({ answer, fetchedAt }) =>
      isRecord(answer) && typeof answer.year === 'number' && fetchedAt >= Date.UTC(answer.year + 1, 0, 1) + HOUR
        ? Number.POSITIVE_INFINITY
        : undefined,
  },
  /** The lists of matches being played. */
  liveList: changing(MINUTE),
  /** A player search: the same for everyone, but not kept in the browser (one entry per word typed). */
  search: { ...changing(MINUTE), keep: false },
  /** The signed-in player's own answers (the session, the profile form): never shared, never kept. */
  personal: { shared: false, keep: false, freshMs: 0, staleMs: 0, errorMs: 0 },
  /**
   * The signed-in player's own records (a map's personal best, a campaign position): never shared (the server forwards
   * /api/leaderboard/personal/… as `personal`, private and no-store), but kept in this browser under the account
   * that asked (meta `accountId`): fresh for a few minutes, then shown at once and refreshed; dropped when that
   * account signs out or another signs in. A closed board's record no longer changes.
   */
  ownRecord: {
    shared: false,
    keep: true,
    owned: true,
    freshWhenRestored: true,
    freshMs: OWN_RECORD_FRESH_MS,
    staleMs: DAY,
    errorMs: DAY,
    fixedUntil: boardClosed,
  },
} satisfies Record<string, AnswerKind>;

export type AnswerKindName = keyof typeof ANSWER_KINDS;

/** The freshness of one answer of a kind. */
export function answerFreshness(kind: AnswerKindName, facts: AnswerFacts): Freshness {
  const rule: AnswerKind = ANSWER_KINDS[kind];
  const fixedUntil = rule.fixedUntil?.(facts) ?? Number.NEGATIVE_INFINITY;
  const fixed = fixedUntil > facts.now;
  const validUntil = rule.validUntil?.(facts) ?? Number.POSITIVE_INFINITY;
  const end = (ms: number) => Math.max(0, Math.min(ms, validUntil - facts.fetchedAt));
  if (fixed) {
    // Stryker disable next-line ArithmeticOperator: equivalent, the one finite fixedUntil (a past month's) is its validUntil too, where end() stops
    const freshMs = end(Math.min(FIXED_FRESH_MS, fixedUntil - facts.fetchedAt));
    return {
      fixed,
      freshMs,
      staleMs: end(freshMs + FIXED_FRESH_MS) - freshMs,
      errorMs: end(freshMs + FIXED_ERROR_MS) - freshMs,
    };
  }
  const freshMs = end(rule.freshMs);
  return {
    fixed,
    freshMs,
    staleMs: end(freshMs + rule.staleMs) - freshMs,
    errorMs: end(freshMs + rule.errorMs) - freshMs,
  };
}
