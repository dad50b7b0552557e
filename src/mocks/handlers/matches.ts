import { matchDetail, matchListPage } from '../data/matches';
import { apiError, mockEndpoint } from './respond';
import * as api from '../../data/endpoints';

// Match lists per matchmaking type and match details by live id; an unknown id answers like the API, with {error}.
export const matchesHandlers = [
  mockEndpoint(api.matchList, (context) => {
    const typeId = context.args.type;
    const page = context.args.page;
    if (typeId === undefined || page === undefined) return apiError('Invalid matchmaking type or page.');
    return { matches: context.empty ? [] : matchListPage(typeId, page) };
  }),
  mockEndpoint(api.match, (context) => {
    const match = matchDetail(context.args.lid);
    return match ?? apiError('Match not found');
  }),
];
