import { parseMoment } from '../clock';
import { campaignIdOfGroup, campaignItem } from './campaign';
import { campaignMapUid } from './mapUids';
import { rngFor } from './random';

// The mock user's records move with the mocked API's clock, so that My records has something to say about "what moved
// since your last visit" (issue 30): from the day after the tests' moment (tests/clock.ts, Wednesday 18 November 2026)
// on, each day that passes others pass the user on some maps (a fixed share of boards, a fixed number of places a
// day), and once, on the newest seasonal campaign, the user drives a new personal best on one map and someone else
// sets a new world record on another. Nothing moves at or before that day: every other test sees the data as before.
//
// The clock is the request's: the mocked API's own (MOCK_NOW on the e2e server, the tests' clock in vitest, the
// page's in the browser), or the x-mock-now header, which an e2e test that moved the browser's clock (page.clock)
// sends so the server's answers follow it.

export const MOCK_NOW_HEADER = 'x-mock-now';
/** Nothing moves before the end of this day (UTC). */
export const MOVES_FROM = Date.parse('2026-11-19T00:00:00Z');
const DAY_MS = 86_400_000;
/** The share of boards on which the user loses places as days pass. */
const LOSING_SHARE = 0.4;

/** The moment a request is answered at: its x-mock-now when it names one, else the mocked API's clock. */
export function momentOf(request: Request): number {
  return parseMoment(request.headers.get(MOCK_NOW_HEADER) ?? undefined) ?? Date.now();
}

/** Whole days since MOVES_FROM (0 before it, 1 on its day). */
export const daysMoved = (moment: number): number =>
  moment < MOVES_FROM ? 0 : Math.floor((moment - MOVES_FROM) / DAY_MS) + 1;

export interface BoardMove {
  /** Places the user lost (others drove faster). */
  lost: number;
  /** The user drove a new personal best here. */
  pb: boolean;
  /** Someone set a new world record here. */
  newWr: boolean;
}

const STILL: BoardMove = { lost: 0, pb: false, newWr: false };

/**
 * What moved on a board by `moment`. `eligible` says whether a map of the campaign can hold the personal best or the
 * world record (the user ranked on it, a race board with its top shown): the first such map from the 3rd on gets the
 * personal best, the next one from the 5th on the world record.
 */
export function boardMove(group: string, uid: string, moment: number, eligible: (uid: string) => boolean): BoardMove {
  const days = daysMoved(moment);
  if (days === 0) return STILL;
  const id = campaignIdOfGroup(group);
  const item = id === undefined ? undefined : campaignItem(id);
  let pb = false;
  let newWr = false;
  if (item?.seasonal) {
    const uids = Array.from({ length: item.mapcount }, (_, index) => campaignMapUid(item.id, index));
    const pbUid = uids.slice(2).find(eligible);
    const wrUid = uids.slice(4).find((other) => other !== pbUid && eligible(other));
    pb = uid === pbUid;
    newWr = uid === wrUid;
  }
  const rng = rngFor('lb-move', group, uid);
  const losing = !pb && rng.bool(LOSING_SHARE);
  const perDay = rng.int(2, 40);
  return { lost: losing ? days * perDay : 0, pb, newWr };
}
