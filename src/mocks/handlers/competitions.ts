import type { DefaultBodyType, HttpHandler } from 'msw';
import { findCup } from '../data/cups';
import { eventPage, findEventByCompetitionId, findEventById, type EventInfo } from '../data/competitions';
import { challengeDetail } from '../data/competitionRounds';
import {
  challengeResults,
  leaderboardPage,
  matchResults,
  teamsOf,
  type MockEventResult,
} from '../data/competitionResults';
import { legacyLeaderboardPage, mockEventDetail, mockLegacyEvent } from '../data/competitionDetail';
import { apiError, intParam, mockEndpoint, type MockContext } from './respond';
import * as api from '../../data/endpoints';
import type { Endpoint } from '../../data/endpoint';
import { apiFormOf } from '../apiForm';
import { nowSeconds } from '../data/time';

// Events. /api/comp/{id} serves cups (cotd.ts) and new events alike: the handlers here answer only the
// competition ids of new events (90,000-90,999) and let any other id through to the next handler, so
// either area's handlers may come first in the list.

type Resolver = (context: MockContext, event: EventInfo) => DefaultBodyType | Response;

const eventOf = (context: MockContext): EventInfo | undefined => {
  const id = intParam(context, 'id');
  return id === undefined ? undefined : findEventByCompetitionId(id);
};

/** mockGet for one new event; a request for an id that is not one of our events is left to the next handler. */
function eventGet<P extends string>(endpoint: Endpoint<P>, resolver: Resolver): HttpHandler {
  return mockEndpoint(
    endpoint,
    (context) => {
      const event = eventOf(context);
      return event ? resolver(context, event) : apiError('Competition not found.');
    },
    (context) => eventOf(context) !== undefined,
  );
}

/**
 * The paged results of one part of an event, a challenge or a match (its id in `:${param}`): `{results}`, or the
 * API's `notFound` error for a part or page that is not there. The two calls answer alike, so they are written once.
 */
function resultsGet<P extends string>(
  endpoint: Endpoint<P>,
  param: string,
  notFound: string,
  resultsOf: (event: EventInfo, id: number, page: number) => MockEventResult[] | undefined,
): HttpHandler {
  return eventGet(endpoint, (context, event) => {
    const id = intParam(context, param);
    const page = intParam(context, 'page');
    const results = id === undefined || page === undefined ? undefined : resultsOf(event, id, page);
    if (!results) return apiError(notFound);
    return { results: context.empty ? [] : results };
  });
}

/** For sub-resources the cup handlers do not have: a cup has no teams and no overall leaderboard. */
function cupOrUnknown(context: MockContext, emptyAnswer: Record<string, unknown>): Record<string, unknown> | Response {
  const id = intParam(context, 'id');
  return id !== undefined && findCup(id) ? emptyAnswer : apiError('Competition not found.');
}

export const competitionsHandlers: HttpHandler[] = [
  mockEndpoint(api.competitions, (context) => {
    const page = context.args.page;
    if (page === undefined) return apiError('Invalid page.');
    if (context.empty) return { competitions: [], page, page_max: 0 };
    return eventPage(page, context.url.searchParams.get('search') ?? '');
  }),

  eventGet(api.competition, (context, event) => mockEventDetail(event, { empty: context.empty })),

  eventGet(api.competitionTeams, (context, event) => ({ teams: context.empty ? [] : teamsOf(event) })),
  mockEndpoint(api.competitionTeams, (context) => cupOrUnknown(context, { teams: [] })),

  eventGet(api.challenge, (context, event) => {
    const challengeId = intParam(context, 'challenge');
    return (
      (challengeId === undefined ? undefined : challengeDetail(event, challengeId)) ?? apiError('Challenge not found.')
    );
  }),

  resultsGet(api.challengeResults, 'challenge', 'Challenge not found.', challengeResults),
  resultsGet(api.matchResults, 'match', 'Match not found.', matchResults),

  eventGet(api.competitionLeaderboard, (context, event) => {
    const page = intParam(context, 'page');
    if (page === undefined) return apiError('Invalid page.');
    if (context.empty) return { results: [], page_max: 0 };
    // Before the start: the 2026 API answers `participants: null` (API-NOTES), the 2024 one an empty list.
    if (nowSeconds() < event.startdate)
      return apiFormOf(context.request) === '2026' ? { page, participants: null } : { results: [], page_max: 0 };
    return leaderboardPage(event, page);
  }),
  mockEndpoint(api.competitionLeaderboard, (context) => cupOrUnknown(context, { results: [], page_max: 0 })),

  mockEndpoint(api.legacyCompetition, (context) => {
    const id = context.args.id;
    const event = id === undefined ? undefined : findEventById(id);
    if (!event?.legacy) return apiError('Competition not found.');
    return mockLegacyEvent(event);
  }),

  mockEndpoint(api.legacyLeaderboard, (context) => {
    const id = context.args.id;
    const event = id === undefined ? undefined : findEventById(id);
    const page = context.args.page;
    if (!event?.legacy || page === undefined) return apiError('Competition not found.');
    return context.empty ? { results: [], page_max: 0 } : legacyLeaderboardPage(event, page);
  }),
];
