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
import { totdMonthNow } from '../lib/parisTime';

/** The first segment(s) of every key that may be stored. A key matches when it starts with one of these. */
export const STORED_KEYS: readonly (readonly string[])[] = [
  ['totd', 'month'],
  ['leaderboard', 'map'],
  ['leaderboard', 'rows'],
  ['leaderboard', 'list'],
  ['leaderboard', 'rank'],
  ['leaderboard', 'today'],
  ['cotd'],
  ['campaign', 'ranking'],
  ['campaign', 'records'],
  ['campaign', 'activity'],
  ['campaigns', 'list'],
  ['clubs'],
  ['competitions'],
  ['player', 'profile'],
  ['player', 'matches'],
  ['player', 'trophies'],
  ['player', 'cotd'],
  ['players', 'group'],
  ['rooms'],
  ['matches', 'list'],
  ['match'],
  ['top'],
  ['ads'],
];

/** Keys under an allowed prefix that are still never stored (personal to the signed-in player). */
const NEVER_STORED: readonly (readonly string[])[] = [
  ['leaderboard', 'personal'],
  ['campaign', 'personal'],
  ['user'],
];

const startsWith = (key: QueryKey, prefix: readonly string[]) => prefix.every((segment, i) => key[i] === segment);

/** Whether an answer under `key` may be kept across visits. */
export function isStoredKey(key: QueryKey): boolean {
  if (NEVER_STORED.some((prefix) => startsWith(key, prefix))) return false;
  if (startsWith(key, ['campaign']) && typeof key[1] === 'string' && !['ranking', 'records', 'activity'].includes(key[1])) {
    // ['campaign', club, id]: a campaign's maps, changing rarely; kept like the other changing answers.
    return key.length === 3;
  }
  return STORED_KEYS.some((prefix) => startsWith(key, prefix));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A cup whose end (unix seconds) is more than an hour past: its results are final. */
const CUP_SETTLED_S = 3600;
const ended = (competition: unknown, now: number) =>
  isRecord(competition) && typeof competition.enddate === 'number' && competition.enddate + CUP_SETTLED_S < now / 1000;

/** A board answer (rows or the first page of a list) of a closed leaderboard. */
function closedBoard(data: unknown): boolean {
  if (!isRecord(data)) return false;
  if (data.lockedLeaderboard === true) return true;
  const first = Array.isArray(data.pages) ? (data.pages as unknown[])[0] : undefined;
  return isRecord(first) && isRecord(first.answer) && first.answer.lockedLeaderboard === true;
}

/**
 * Whether a query's answer can no longer change. `read` gives another cached answer (a cup's results are fixed once
 * the cup, a separate answer, has ended). `now` in ms.
 */
export function isFixedAnswer(key: QueryKey, data: unknown, updatedAt: number, read: (key: QueryKey) => unknown, now: number): boolean {
  if (startsWith(key, ['totd', 'month'])) {
    // Offsets count back from the current month: offset 1 is a past month only until the next month begins.
    const offset = key[2];
    if (typeof offset !== 'number' || offset <= 0) return false;
    const then = totdMonthNow(new Date(updatedAt));
    const current = totdMonthNow(new Date(now));
    return then.year === current.year && then.month === current.month;
  }
  if (startsWith(key, ['leaderboard', 'map'])) return true;
  if (startsWith(key, ['leaderboard', 'rank'])) return key[6] === true;
  if (startsWith(key, ['leaderboard', 'rows']) || startsWith(key, ['leaderboard', 'list'])) return closedBoard(data);
  if (startsWith(key, ['cotd', 'competition']) && (typeof key[2] === 'number' || typeof key[2] === 'string')) {
    return ended(key.length === 3 ? data : read(['cotd', 'competition', key[2]]), now);
  }
  // A player's history, older pages included, can always change (offset pages, totals on every page: see the top).
  return false;
}
