import { matchDetail, matchListPage } from '../data/matches';
import { apiError, intParam, mockGet, param } from './respond';

// Match lists per matchmaking type and match details by live id; an unknown id answers like the API, with {error}.
export const matchesHandlers = [
  mockGet('/api/matches/:type/:page', (context) => {
    const typeId = intParam(context, 'type');
    const page = intParam(context, 'page');
    if (typeId === undefined || page === undefined) return apiError('Invalid matchmaking type or page.');
    return { matches: context.empty ? [] : matchListPage(typeId, page) };
  }),
  mockGet('/api/match/:lid', (context) => {
    const match = matchDetail(param(context, 'lid'));
    return match ?? apiError('Match not found');
  }),
];
