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
import { apiError, intParam, mockGet, type MockContext } from './respond';
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
function eventGet(path: string, resolver: Resolver): HttpHandler {
  return mockGet(
    path,
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
function resultsGet(
  path: string,
  param: string,
  notFound: string,
  resultsOf: (event: EventInfo, id: number, page: number) => MockEventResult[] | undefined,
): HttpHandler {
  return eventGet(path, (context, event) => {
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
  mockGet('/api/competitions/:page', (context) => {
    const page = intParam(context, 'page');
    if (page === undefined) return apiError('Invalid page.');
    if (context.empty) return { competitions: [], page, page_max: 0 };
    return eventPage(page, context.url.searchParams.get('search') ?? '');
  }),

  eventGet('/api/comp/:id', (context, event) => mockEventDetail(event, { empty: context.empty })),

  eventGet('/api/comp/:id/teams', (context, event) => ({ teams: context.empty ? [] : teamsOf(event) })),
  mockGet('/api/comp/:id/teams', (context) => cupOrUnknown(context, { teams: [] })),

  eventGet('/api/comp/:id/challenge/:challengeId', (context, event) => {
    const challengeId = intParam(context, 'challengeId');
    return (
      (challengeId === undefined ? undefined : challengeDetail(event, challengeId)) ?? apiError('Challenge not found.')
    );
  }),

  resultsGet('/api/comp/:id/challenge/:challengeId/:page', 'challengeId', 'Challenge not found.', challengeResults),
  resultsGet('/api/comp/:id/match/:matchId/:page', 'matchId', 'Match not found.', matchResults),

  eventGet('/api/comp/:id/leaderboard/:page', (context, event) => {
    const page = intParam(context, 'page');
    if (page === undefined) return apiError('Invalid page.');
    if (context.empty) return { results: [], page_max: 0 };
    // Before the start: the 2026 API answers `participants: null` (API-NOTES), the 2024 one an empty list.
    if (nowSeconds() < event.startdate)
      return apiFormOf(context.request) === '2026' ? { page, participants: null } : { results: [], page_max: 0 };
    return leaderboardPage(event, page);
  }),
  mockGet('/api/comp/:id/leaderboard/:page', (context) => cupOrUnknown(context, { results: [], page_max: 0 })),

  mockGet('/api/competition/:id', (context) => {
    const id = intParam(context, 'id');
    const event = id === undefined ? undefined : findEventById(id);
    if (!event?.legacy) return apiError('Competition not found.');
    return mockLegacyEvent(event);
  }),

  mockGet('/api/competition/:id/leaderboard/:page', (context) => {
    const id = intParam(context, 'id');
    const event = id === undefined ? undefined : findEventById(id);
    const page = intParam(context, 'page');
    if (!event?.legacy || page === undefined) return apiError('Competition not found.');
    return context.empty ? { results: [], page_max: 0 } : legacyLeaderboardPage(event, page);
  }),
];
