// The statistics block of a player's Cup of the Day answer, computed from the results (excluded ones left out, but
// counted as "broken"). `stats` covers every cup, `statsprimary` the primary cups only.
import { DIVISION_SIZE } from './cups';
import { isoTime } from './time';

interface Result {
  starttime: number;
  div: number;
  divrank: number;
  rank: number;
  totalplayers: number;
  excludedfromstats: boolean;
}

/** The longest run of consecutive results (oldest to newest) that pass a test. */
function longestRun(results: readonly Result[], test: (result: Result) => boolean): number {
  let best = 0;
  let run = 0;
  for (const result of results) {
    run = test(result) ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

/** The first and the latest result holding the lowest value of a key. */
function bestOf(results: readonly Result[], key: (result: Result) => number) {
  let first: Result | undefined;
  let latest: Result | undefined;
  for (const result of results) {
    if (!first || key(result) < key(first)) {
      first = result;
      latest = result;
    } else if (key(result) === key(first)) {
      latest = result;
    }
  }
  return first && latest ? { first, latest } : undefined;
}

const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export interface MockCotdBest {
  bestrank: number;
  bestranktime: string;
  bestranktimelatest: string;
  bestdiv: number;
  bestdivtime: string;
  bestdivtimelatest: string;
  bestdivrankindiv: number;
  bestdivrankindivlatest: number;
  bestrankindiv: number;
  bestrankindivtime: string;
  bestrankindivtimelatest: string;
  bestrankindivdiv: number;
  bestrankindivdivlatest: number;
}

export interface MockCotdStats {
  total: number;
  broken: number;
  totaldivwins: number;
  totalwins: number;
  avgrank: number;
  avgdiv: number;
  avgdivrank: number;
  winstreak: number;
  divwinstreak: number;
  /** Left out when no result counts. */
  best?: MockCotdBest;
}

/** Results in any order; the block reads them oldest first. */
export function cotdStats(all: readonly Result[]): MockCotdStats {
  const results = all.filter((result) => !result.excludedfromstats).sort((a, b) => a.starttime - b.starttime);
  const stats = {
    total: results.length,
    broken: all.length - results.length,
    totaldivwins: results.filter((result) => result.divrank === 1).length,
    totalwins: results.filter((result) => result.rank === 1).length,
    avgrank: round(mean(results.map((result) => result.rank / Math.max(1, result.totalplayers))), 4),
    avgdiv: round(mean(results.map((result) => result.div)), 2),
    avgdivrank: round(mean(results.map((result) => result.divrank / DIVISION_SIZE)), 4),
    winstreak: longestRun(results, (result) => result.rank === 1),
    divwinstreak: longestRun(results, (result) => result.divrank === 1),
  };
  const rank = bestOf(results, (result) => result.rank);
  const div = bestOf(results, (result) => result.div);
  const divrank = bestOf(results, (result) => result.divrank);
  if (!rank || !div || !divrank) return stats;
  return {
    ...stats,
    best: {
      bestrank: rank.first.rank,
      bestranktime: isoTime(rank.first.starttime),
      bestranktimelatest: isoTime(rank.latest.starttime),
      bestdiv: div.first.div,
      bestdivtime: isoTime(div.first.starttime),
      bestdivtimelatest: isoTime(div.latest.starttime),
      bestdivrankindiv: div.first.divrank,
      bestdivrankindivlatest: div.latest.divrank,
      bestrankindiv: divrank.first.divrank,
      bestrankindivtime: isoTime(divrank.first.starttime),
      bestrankindivtimelatest: isoTime(divrank.latest.starttime),
      bestrankindivdiv: divrank.first.div,
      bestrankindivdivlatest: divrank.latest.div,
    },
  };
}
