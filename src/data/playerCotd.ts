import * as v from 'valibot';
import { TimeValueSchema } from '../api/entities';
import { countedList, maybe, maybeFlag, maybeNum, maybeText, num, textOr } from '../api/schema';

// A player's Cup of the Day answer (/api/player/{id}/cotd/{page}): the results and the stats blocks, read by the
// player page's Cup of the Day tab, the compare page and the Following page through playerQueries.cotd (player.ts).

/** A cup result: its id (the merge key) is required; `divrank` 0 means not ranked in the division; old names have no "#n". */
const CotdResultSchema = v.object({
  id: num,
  name: textOr,
  timestamp: maybe(TimeValueSchema),
  mapgroup: maybeText,
  mapuid: maybeText,
  mapname: maybeText,
  div: maybeNum,
  divrank: maybeNum,
  score: maybeNum,
  rank: maybeNum,
  totalplayers: maybeNum,
  /** node-trackmania.io's name for `totalplayers` (docs/api-contract.md D39): read when `totalplayers` is missing. */
  total: maybeNum,
  qualificationrank: maybeNum,
  excludedfromstats: maybeFlag,
});

/** A cup result with one name for its player count. */
const CotdResultReadSchema = v.pipe(
  CotdResultSchema,
  v.transform(({ total, ...result }) => ({ ...result, totalplayers: result.totalplayers ?? total })),
);

const CotdBestSchema = v.object({
  bestrank: maybeNum,
  bestranktime: maybeText,
  bestranktimelatest: maybeText,
  bestdiv: maybeNum,
  bestdivtime: maybeText,
  bestdivtimelatest: maybeText,
  bestdivrankindiv: maybeNum,
  bestdivrankindivlatest: maybeNum,
  bestrankindiv: maybeNum,
  bestrankindivtime: maybeText,
  bestrankindivtimelatest: maybeText,
  bestrankindivdiv: maybeNum,
  bestrankindivdivlatest: maybeNum,
});

const CotdStatsSchema = v.object({
  total: maybeNum,
  broken: maybeNum,
  totaldivwins: maybeNum,
  totalwins: maybeNum,
  avgrank: maybeNum,
  avgdiv: maybeNum,
  avgdivrank: maybeNum,
  winstreak: maybeNum,
  divwinstreak: maybeNum,
  best: maybe(CotdBestSchema),
  /** The clients' names for the bests (docs/api-contract.md D38): the primary cups' and all cups' best. */
  bestprimary: maybe(CotdBestSchema),
  bestoverall: maybe(CotdBestSchema),
});

/**
 * A player's cups. The spec reads the bests as `stats.best` and `statsprimary.best`; two clients read them as
 * `stats.bestoverall` and `stats.bestprimary`. Both forms are read, the spec's first.
 */
export const CotdPageSchema = v.pipe(
  v.object({
    total: maybeNum,
    page: maybeNum,
    stats: maybe(CotdStatsSchema),
    statsprimary: maybe(CotdStatsSchema),
    cotds: countedList(CotdResultReadSchema),
  }),
  v.transform(({ stats, statsprimary, cotds, ...answer }) => {
    // `unread` counts the cups the answer sent that could not be read (the tab says so; paging counts them as sent).
    const page = { ...answer, cotds: cotds.items, unread: cotds.unread };
    const primary = statsprimary
      ? withoutClientBests(statsprimary)
      : stats?.bestprimary
        ? { best: stats.bestprimary }
        : undefined;
    const overall = stats ? { ...withoutClientBests(stats), best: stats.best ?? stats.bestoverall } : undefined;
    return { ...page, stats: overall, statsprimary: primary };
  }),
);

/** A player's Cup of the Day stats, with the bests under the spec's name only. */
export type CotdStats = Omit<v.InferOutput<typeof CotdStatsSchema>, 'bestprimary' | 'bestoverall'>;

function withoutClientBests({
  bestprimary: _primary,
  bestoverall: _overall,
  ...stats
}: v.InferOutput<typeof CotdStatsSchema>): CotdStats {
  return stats;
}

export type CotdResult = v.InferOutput<typeof CotdResultReadSchema>;
export type CotdBest = v.InferOutput<typeof CotdBestSchema>;
export type CotdPage = v.InferOutput<typeof CotdPageSchema>;
