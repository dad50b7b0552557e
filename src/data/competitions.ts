import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { PlayerSchema } from '../api/entities';
import { listAnswerQuery, pagedByMax, pagedListQuery } from './lists';
import {
  challenge,
  challengeResults,
  competition,
  competitionLeaderboard,
  competitionTeams,
  competitions,
  legacyCompetition,
  legacyLeaderboard,
  matchResults,
} from './endpoints/cups';
import type { Endpoint, PathParams } from './endpoint';
import {
  list,
  maybe,
  maybeFlag,
  maybeNum,
  maybeText,
  num,
  text,
  textOr,
  countedList,
  sentCount,
  type Schema,
} from '../api/schema';
import { nextEventPage, nextResultsPage } from './competitionPaging';
import { readEndpointVia } from './readVia';

// The answers of the event calls (spec part 2 §7 "Events", API-SHAPES.md), decoded at the edge. Ids, positions and the
// players results are merged by are required: a row without them is dropped, an event without its id fails with its
// message. Everything else may be missing: texts and links read as '' or undefined (the API sends "" for none),
// times and counts as undefined (it sends 0 for unknown times, which the pages treat as unknown too).

/** An item of /api/competitions/{page}. Only new events have a competitionid; legacy ones send 0 or nothing. */
const EventListItemSchema = v.object({
  id: num,
  competitionid: maybeNum,
  clubid: maybeNum,
  name: textOr,
  /** Unix seconds (also below). */
  timestamp: maybeNum,
  startdate: maybeNum,
  enddate: maybeNum,
  numplayers: maybeNum,
  logourl: maybeText,
  creatorplayer: maybe(PlayerSchema),
});

/** /api/competitions/{page}: `page_max` is the number of pages. */
export const EventListPageSchema = v.object({
  competitions: countedList(EventListItemSchema),
  ...pagedByMax,
});

const RoundMatchSchema = v.object({
  id: num,
  name: textOr,
  completed: maybeFlag,
});

const RoundSchema = v.object({
  id: num,
  name: textOr,
  status: maybeText,
  startdate: maybeNum,
  enddate: maybeNum,
  matches: list(RoundMatchSchema),
  /** Some clients type these as whole challenges: only the id and name are read here. */
  challenges: list(v.object({ id: num, name: textOr })),
});

/** Links and texts shared by new and legacy events. */
const eventTexts = {
  name: textOr,
  description: maybeText,
  logourl: maybeText,
  streamurl: maybeText,
  websiteurl: maybeText,
  rulesurl: maybeText,
  startdate: maybeNum,
  enddate: maybeNum,
  numplayers: maybeNum,
  creatorplayer: maybe(PlayerSchema),
  /** The in-game link, the tall image and the kind of event (spec part 2); each "" or left out when there is none. */
  manialink: maybeText,
  verticalurl: maybeText,
  type: maybeText,
};

/** /api/comp/{id}. Newer answers add a `metadata` object, which nothing here reads. */
export const CompetitionSchema = v.object({
  ...eventTexts,
  id: num,
  liveid: maybeText,
  clubid: maybeNum,
  clubname: maybeText,
  registrationstart: maybeNum,
  registrationend: maybeNum,
  rounds: list(RoundSchema),
});

/** /api/competition/{id} (legacy). `maxplayers` is 0 when there was no player limit. */
export const LegacyCompetitionSchema = v.object({
  ...eventTexts,
  id: num,
  maxplayers: maybeNum,
});

const TeamSchema = v.object({
  id: num,
  name: textOr,
  players: list(PlayerSchema),
});

/** /api/comp/{id}/teams: the shape is not documented; `{teams: [...]}` and a bare list are both read as the list. */
export const TeamsAnswerSchema = v.pipe(
  v.unknown(),
  v.transform((input) =>
    typeof input === 'object' && input !== null && !Array.isArray(input) && 'teams' in input ? input.teams : input,
  ),
  list(TeamSchema),
);

/** A challenge admin: only one client reads `displayname`; an admin without an account id is left out. */
const ChallengeAdminSchema = v.object({
  accountid: text,
  displayname: maybeText,
});

/** A list that may be missing: undefined when it is (or is null), else read like any list. */
function maybeList<T>(item: Schema<T>) {
  return v.pipe(
    v.nullish(list(item)),
    v.transform((items) => items ?? undefined),
  );
}

/** /api/comp/{id}/challenge/{challengeId}. */
export const ChallengeSchema = v.object({
  id: num,
  name: textOr,
  status: maybeText,
  servers: maybeNum,
  mapcount: maybeNum,
  /** Missing (no count known) is told apart from an empty list (no maps). */
  maps: maybeList(v.object({ mapUid: textOr })),
  admins: list(ChallengeAdminSchema),
});

const EventResultSchema = v.object({
  position: num,
  player: PlayerSchema,
  /** A race time in ms for challenges, points otherwise; unknown when unreadable (shown as "-"). */
  score: maybeNum,
  /** A team name in team events (a team number in some answers). */
  team: maybe(v.union([v.string(), v.number()])),
});

/** The result calls of challenges and matches: `{results}`, with `page_max` on the leaderboards. */
export const ResultsPageSchema = v.object({
  results: countedList(EventResultSchema),
  ...pagedByMax,
});

/**
 * The leaderboards: newer clients read the rows as `participants`, older ones as `results`; either is the list. A
 * running competition's leaderboard may answer `participants: null` (2026): no results yet, said as such.
 */
export const LeaderboardPageSchema = v.pipe(
  // The fallback covers a missing key: valibot's object consults it before the entry runs (schema.ts `list`).
  v.object({
    ...ResultsPageSchema.entries,
    participants: v.fallback(v.nullable(countedList(EventResultSchema)), () => ({ items: [], unread: 0 })),
  }),
  v.transform(({ participants, ...page }): ResultsPage => {
    if (participants === null) return sentCount(page.results) === 0 ? { ...page, notYet: true } : page;
    return sentCount(page.results) === 0 && sentCount(participants) > 0 ? { ...page, results: participants } : page;
  }),
);

export type EventListItem = v.InferOutput<typeof EventListItemSchema>;
export type EventListPage = v.InferOutput<typeof EventListPageSchema>;
export type RoundMatch = v.InferOutput<typeof RoundMatchSchema>;
export type Round = v.InferOutput<typeof RoundSchema>;
export type EventTexts = v.InferOutput<v.ObjectSchema<typeof eventTexts, undefined>>;
export type Competition = v.InferOutput<typeof CompetitionSchema>;
export type LegacyCompetition = v.InferOutput<typeof LegacyCompetitionSchema>;
export type Team = v.InferOutput<typeof TeamSchema>;
export type TeamsAnswer = v.InferOutput<typeof TeamsAnswerSchema>;
export type ChallengeAdmin = v.InferOutput<typeof ChallengeAdminSchema>;
export type Challenge = v.InferOutput<typeof ChallengeSchema>;
export type EventResult = v.InferOutput<typeof EventResultSchema>;
/** A page of results; `notYet` when the API said there are none yet (a running competition). */
export type ResultsPage = v.InferOutput<typeof ResultsPageSchema> & { notYet?: true };

/** The key of an event's (or a cup's) own answer: its results' freshness follows it (fixed once it has ended). */
export const competitionKey = (id: number) => ['competitions', 'event', id] as const;

/** How a result list is read: its schema, and the most rows it can hold (an event's player count) when known. */
interface ResultsRead {
  schema?: Schema<ResultsPage>;
  most?: number | undefined;
}

/** A paged result list; each page says how many of its rows could not be read (`results.unread`). */
function resultsQuery<P extends string>(
  key: readonly (string | number)[],
  endpoint: Endpoint<P>,
  params: (page: number) => PathParams<P>,
  parentKey: readonly (string | number)[],
  { schema = ResultsPageSchema, most }: ResultsRead = {},
) {
  return pagedListQuery(key, endpoint, { params, facts: { parentKey } }, schema, (_last, pages, lastParam) =>
    nextResultsPage(pages, lastParam, most),
  );
}

export const competitionQueries = {
  list: (search: string) =>
    pagedListQuery(
      ['competitions', 'list', search],
      competitions,
      { params: (page) => ({ page }), query: { search } },
      EventListPageSchema,
      (last, _pages, lastParam) => nextEventPage(last, lastParam),
    ),

  event: (id: number) => listAnswerQuery(competitionKey(id), competition, { id }, CompetitionSchema),

  teams: (id: number) =>
    listAnswerQuery([...competitionKey(id), 'teams'], competitionTeams, { id }, TeamsAnswerSchema, {
      parentKey: competitionKey(id),
    }),

  challenge: (id: number, challengeId: number) =>
    listAnswerQuery(
      [...competitionKey(id), 'challenge', challengeId],
      challenge,
      { id, challenge: challengeId },
      ChallengeSchema,
      { parentKey: competitionKey(id) },
    ),

  /** `players`: the event's player count, the most rows a challenge can list. */
  challengeResults: (id: number, challengeId: number, players?: number) =>
    resultsQuery(
      [...competitionKey(id), 'challenge', challengeId, 'results'],
      challengeResults,
      (page) => ({ id, challenge: challengeId, page }),
      competitionKey(id),
      { most: players },
    ),

  /**
   * One page of a challenge's results on its own, read through the shared request queue: a cup's division cut-offs
   * read the pages that hold the last seats without loading every page before them.
   */
  challengeResultsPage: (id: number, challengeId: number, page: number) =>
    queryOptions({
      queryKey: [...competitionKey(id), 'challenge', challengeId, 'results', 'page', page],
      queryFn: ({ signal }) =>
        readEndpointVia(challengeResults, { id, challenge: challengeId, page }, ResultsPageSchema, {
          signal,
          via: { scheduled: true },
        }),
      retry: false,
      meta: { answerKind: challengeResults.kind, parentKey: competitionKey(id) },
    }),

  matchResults: (id: number, matchId: number) =>
    resultsQuery(
      [...competitionKey(id), 'match', matchId, 'results'],
      matchResults,
      (page) => ({ id, match: matchId, page }),
      competitionKey(id),
    ),

  leaderboard: (id: number) =>
    resultsQuery(
      [...competitionKey(id), 'leaderboard'],
      competitionLeaderboard,
      (page) => ({ id, page }),
      competitionKey(id),
      { schema: LeaderboardPageSchema },
    ),

  legacy: (id: number) =>
    listAnswerQuery(['competitions', 'legacy', id], legacyCompetition, { id }, LegacyCompetitionSchema),

  legacyLeaderboard: (id: number) =>
    resultsQuery(
      ['competitions', 'legacy', id, 'leaderboard'],
      legacyLeaderboard,
      (page) => ({ id, page }),
      ['competitions', 'legacy', id],
      { schema: LeaderboardPageSchema },
    ),
};
