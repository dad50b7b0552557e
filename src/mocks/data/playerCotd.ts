// A player's Cup of the Day history (/api/player/{id}/cotd/{page}?includeReruns&order), 25 a page. The results are
// the real crossplay cups of data/cups.ts (names, ids, players, Track of the Day maps), so every link opens a real
// page. Since 2023 reruns ("#2", "#3") follow each cup; a few results are excluded from the statistics ("broken").
// Rich players (mockpilot, demo-team) hold hundreds of cups; demo-nocotd none, demo-reruns only reruns.
import { totdGroup, totdMap } from '../handlers/totd';
import { cupAt, DIVISION_SIZE, lastSlot, slotStart, type CupInfo } from './cups';
import { totdUid } from './mapUids';
import { cotdStats } from './playerCotdStats';
import { playerTraits } from './playerProfile';
import { rngFor } from './random';
import { isoTime, nowSeconds } from './time';

export const PLAYER_COTD_PAGE_SIZE = 25;
export const NO_COTD_ERROR = 'no player cotd data available';

export const COTD_ORDERS = [
  'dateDesc',
  'dateAsc',
  'qualiRankPercentageDesc',
  'qualiRankPercentageAsc',
  'qualiRankDesc',
  'qualiRankAsc',
  'divRankDesc',
  'divRankAsc',
  'divDesc',
  'divAsc',
  'rankPercentageDesc',
  'rankPercentageAsc',
  'rankDesc',
  'rankAsc',
] as const;
export type CotdOrder = (typeof COTD_ORDERS)[number];

/** One result, without the map fields (added for the rows of a page only). */
export interface CotdResultCore {
  id: number;
  name: string;
  starttime: number;
  date: { year: number; month: number; day: number };
  div: number;
  divrank: number;
  score: number;
  rank: number;
  totalplayers: number;
  qualificationrank: number;
  excludedfromstats: boolean;
}

const cache = new Map<string, CotdResultCore[]>();
// Finished cups do not change: one record per slot serves every player (the time-zone arithmetic is the slow part).
const cups = new Map<number, CupInfo>();

function finishedCup(slot: number, now: number): CupInfo {
  const known = cups.get(slot);
  if (known) return known;
  const cup = cupAt('crossplay', slot, now);
  if (cup.endtime <= now) cups.set(slot, cup);
  return cup;
}

/** The first slot starting at or after a time. */
function firstSlotFrom(at: number, last: number): number {
  let low = 0;
  let high = last;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (slotStart(mid) >= at) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Every finished crossplay cup the player took part in, newest first. */
export function playerCotdResults(index: number, now = nowSeconds()): CotdResultCore[] {
  const traits = playerTraits(index);
  const last = lastSlot(Math.min(now, traits.lastActiveAt ?? now));
  const key = `${index}:${last}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const results: CotdResultCore[] = [];
  if (traits.cupRate > 0 || traits.rerunRate > 0) {
    const first = firstSlotFrom(traits.joinedAt, last);
    for (let slot = last - 1; slot >= first; slot -= 1) {
      const rng = rngFor('player-cup', index, slot);
      // Whether the slot is a rerun follows from the schedule; the draw comes first, so skipped cups cost nothing.
      const draw = rng.next();
      if (draw >= Math.max(traits.cupRate, traits.rerunRate)) continue;
      const cup = finishedCup(slot, now);
      if (cup.endtime > now || draw >= (cup.rerun === 0 ? traits.cupRate : traits.rerunRate)) continue;
      // Qualification by skill, then a place within the division of 64.
      const spread = (1 - traits.skill) * (0.3 + rng.next() * 1.2);
      const qualificationrank = Math.min(cup.players, 1 + Math.floor(Math.min(0.999, spread) * cup.players));
      const div = Math.ceil(qualificationrank / DIVISION_SIZE);
      const size = Math.min(DIVISION_SIZE, cup.players - (div - 1) * DIVISION_SIZE);
      const divrank = Math.min(size, 1 + Math.floor(rng.next() ** (1 + traits.skill * 2) * size));
      const excludedfromstats = rng.bool(0.02);
      // 2024 answers send divrank 0 for a player not ranked in their division (left before the end).
      const unranked = rng.bool(0.03);
      results.push({
        id: cup.id,
        name: cup.name,
        starttime: cup.starttime,
        date: cup.date,
        div,
        divrank: unranked ? 0 : divrank,
        score: size - divrank,
        rank: (div - 1) * DIVISION_SIZE + divrank,
        totalplayers: cup.players,
        qualificationrank,
        excludedfromstats,
      });
    }
  }
  if (cache.size > 40) cache.clear();
  cache.set(key, results);
  return results;
}

type Key = (result: CotdResultCore) => number;
const SORT_KEYS: Readonly<Record<string, Key>> = {
  date: (r) => r.starttime,
  qualiRankPercentage: (r) => r.qualificationrank / Math.max(1, r.totalplayers),
  qualiRank: (r) => r.qualificationrank,
  divRank: (r) => r.divrank,
  div: (r) => r.div,
  rankPercentage: (r) => r.rank / Math.max(1, r.totalplayers),
  rank: (r) => r.rank,
};

/** Sorted by an order value; ties newest first. An unknown order sorts by date, newest first. */
export function sortResults(results: readonly CotdResultCore[], order: string): CotdResultCore[] {
  const match = /^(.*)(Asc|Desc)$/.exec(order);
  const key = SORT_KEYS[match?.[1] ?? ''] ?? SORT_KEYS.date;
  const sign = match?.[2] === 'Asc' ? 1 : -1;
  if (!key) return [...results];
  return [...results].sort((a, b) => sign * (key(a) - key(b)) || b.starttime - a.starttime);
}

function withMap(result: CotdResultCore) {
  const { year, month, day } = result.date;
  return {
    id: result.id,
    name: result.name,
    timestamp: isoTime(result.starttime),
    div: result.div,
    divrank: result.divrank,
    score: result.score,
    rank: result.rank,
    totalplayers: result.totalplayers,
    qualificationrank: result.qualificationrank,
    excludedfromstats: result.excludedfromstats,
    mapgroup: totdGroup(year, month),
    mapuid: totdUid(year, month, day),
    mapname: totdMap(year, month, day).name,
  };
}

/** The API's answer, or undefined when the player never played a cup (the handler answers with NO_COTD_ERROR). */
export function playerCotdPage(
  index: number,
  page: number,
  options: { includeReruns: boolean; order: string; empty?: boolean },
) {
  const all = options.empty ? [] : playerCotdResults(index);
  if (all.length === 0 && !options.empty) return undefined;
  // Reruns are the cups named "… #2" and "… #3"; the main cup is "… #1" (or has no number before 2023).
  const primary = all.filter((result) => !/ #[23]$/.test(result.name));
  const listed = sortResults(options.includeReruns ? all : primary, options.order);
  const start = page * PLAYER_COTD_PAGE_SIZE;
  return {
    total: listed.length,
    page,
    stats: cotdStats(all),
    statsprimary: cotdStats(primary),
    cotds: listed.slice(start, start + PLAYER_COTD_PAGE_SIZE).map(withMap),
  };
}
