import { groupMembers, isPlayerGroup, searchPage } from '../data/playerSearch';
import { apiError, mockEndpoint } from './respond';
import * as api from '../../data/endpoints';

// Player search and groups. Both answer a bare array of `{ player, matchmaking }` with flat matchmaking items;
// search pages hold 50 results and send no page count (a shorter page is the last one).
export const playersHandlers = [
  mockEndpoint(api.playerSearch, (context) => {
    const search = context.url.searchParams.get('search') ?? '';
    const rawPage = context.url.searchParams.get('page') ?? '0';
    if (!/^\d+$/.test(rawPage)) return apiError('Invalid page.');
    if (context.empty) return [];
    return searchPage(search, Number(rawPage));
  }),
  mockEndpoint(api.playerGroup, (context) => {
    const group = context.args.group.toLowerCase();
    if (!isPlayerGroup(group)) return apiError('Unknown player group.');
    return context.empty ? [] : groupMembers(group);
  }),
];
