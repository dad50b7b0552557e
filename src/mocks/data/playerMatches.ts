// A player's match history per matchmaking type (/api/player/{id}/matches/{type}/{page}), newest first, 25 a page.
// The newest matches are items of the public match lists (data/matches.ts), so their live ids open real match pages;
// older ones, beyond what those lists hold, carry ids of their own (the match page then says it is not found).
// Scores end on the profile's standing and walk back in time with wins and losses, a jump at each monthly rank
// reset (lib/scoreDelta) and a decay drop after a long break: the page flags both.
import { rankResetBetween } from './parisClock';
import { TYPE_NAMES, MATCHMAKING_TYPE } from './matchmaking';
import { matchCount, matchListItem } from './matches';
import { playerStanding, playerTraits } from './playerProfile';
import { rngFor, type Rng } from './random';
import { DAY_SECONDS, isoTime } from './time';

export const PLAYER_MATCH_PAGE_SIZE = 25;
/** A break longer than this makes the next match lose points to decay. */
export const DECAY_BREAK_SECONDS = 12 * DAY_SECONDS;

export interface MockPlayerMatch {
  lid: string;
  starttime: string;
  afterscore: number;
  win: boolean;
  mvp: boolean;
  leave: boolean;
  typeid: number;
  typename: string;
}

interface Slot {
  lid: string;
  at: number;
}

/** How long before a match the previous one started: mostly the same session, sometimes days or weeks. */
function gapBefore(rng: Rng): number {
  const roll = rng.next();
  if (roll < 0.03) return rng.int(13, 20) * DAY_SECONDS;
  if (roll < 0.1) return rng.int(1, 5) * DAY_SECONDS + rng.int(0, 20_000);
  return rng.int(10, 40) * 60;
}

/** Start times and live ids, newest first: public list items first (every few of them), then older matches. */
function slots(index: number, typeId: number, count: number, joinedAt: number, lastActiveAt?: number): Slot[] {
  const rng = rngFor('player-match-slots', index, typeId);
  const stride = rng.int(2, 4);
  const out: Slot[] = [];
  let listIndex = rng.int(0, stride - 1);
  // A player who stopped playing is in none of today's lists: their history ends where they stopped.
  while (lastActiveAt === undefined && out.length < count && listIndex < matchCount(typeId)) {
    const item = matchListItem(typeId, listIndex);
    if (item?.status === 'COMPLETED') out.push({ lid: item.lid, at: item.starttime });
    listIndex += stride;
  }
  let at = out.at(-1)?.at ?? lastActiveAt ?? matchListItem(typeId, 0)?.starttime ?? 0;
  while (out.length < count) {
    at -= gapBefore(rng);
    if (at < joinedAt) break;
    out.push({ lid: `LID-MTCH-${rngFor('player-match-lid', index, typeId, out.length).token(15).toLowerCase()}`, at });
  }
  return out;
}

/** The whole history of one type (a few hundred matches at most, built per request: the 2v2 list moves with time). */
export function playerMatchHistory(index: number, typeId: number): MockPlayerMatch[] {
  const traits = playerTraits(index);
  const count = traits.matches[typeId] ?? 0;
  const standing = playerStanding(index, typeId);
  if (count === 0 || !standing) return [];
  const rng = rngFor('player-matches', index, typeId);
  const list = slots(index, typeId, count, traits.joinedAt, traits.lastActiveAt);
  const typename = TYPE_NAMES[typeId] ?? String(typeId);
  let score = standing.score ?? 0;
  return list.map((slot, i) => {
    const win = rng.bool(0.35 + traits.skill * 0.3);
    const match: MockPlayerMatch = {
      lid: slot.lid,
      starttime: isoTime(slot.at),
      afterscore: score,
      win,
      mvp: win && rng.bool(0.25),
      leave: !win && rng.bool(0.03),
      typeid: typeId,
      typename,
    };
    // The score after the previous (older) match, so that this match's change follows the rules above.
    const older = list[i + 1];
    if (older) {
      let change: number;
      if (rankResetBetween(older.at * 1000, slot.at * 1000)) change = -rng.int(150, 500);
      else if (slot.at - older.at > DECAY_BREAK_SECONDS && typeId !== MATCHMAKING_TYPE.royal)
        change = -rng.int(50, 110);
      else change = win ? rng.int(10, 35) : -rng.int(8, 30);
      score = Math.max(0, score - change);
    }
    return match;
  });
}

export function playerMatchPage(index: number, typeId: number, page: number): MockPlayerMatch[] {
  const start = page * PLAYER_MATCH_PAGE_SIZE;
  return playerMatchHistory(index, typeId).slice(start, start + PLAYER_MATCH_PAGE_SIZE);
}
