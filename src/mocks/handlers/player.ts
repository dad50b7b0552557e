import { playerCotdPage, NO_COTD_ERROR } from '../data/playerCotd';
import { playerMatchPage } from '../data/playerMatches';
import { playerProfile } from '../data/playerProfile';
import { trophyPage } from '../data/playerTrophies';
import { DEMO_PLAYERS, findPlayerIndex } from '../data/players';
import { apiError, mockEndpoint, param, type MockContext } from './respond';
import * as api from '../../data/endpoints';
import { savedSocials } from './session';

// Player profiles and their histories, for every player of data/players.ts (by account id or vanity). Unknown ids
// answer like the API, with {error}. The special cases are listed in data/playerProfile.ts.
export const PLAYER_NOT_FOUND = 'Player not found.';

const playerIndex = (context: MockContext) => findPlayerIndex(param(context, 'id'));

export const playerHandlers = [
  mockEndpoint(api.player, (context) => {
    const index = playerIndex(context);
    if (index === undefined) return apiError(PLAYER_NOT_FOUND);
    // The mock user's profile shows what /user/edit saved in this session (per secret).
    const socials = index === DEMO_PLAYERS.mockUser.index ? savedSocials(context.request) : undefined;
    return playerProfile(index, { empty: context.empty, ...(socials ? { socials } : {}) });
  }),
  mockEndpoint(api.playerMatches, (context) => {
    const index = playerIndex(context);
    const typeId = context.args.type;
    const page = context.args.page;
    if (index === undefined) return apiError(PLAYER_NOT_FOUND);
    if (typeId === undefined || page === undefined) return apiError('Invalid matchmaking type or page.');
    return { matches: context.empty ? [] : playerMatchPage(index, typeId, page) };
  }),
  mockEndpoint(api.playerTrophies, (context) => {
    const index = playerIndex(context);
    const page = context.args.page;
    if (index === undefined) return apiError(PLAYER_NOT_FOUND);
    if (page === undefined) return apiError('Invalid page.');
    return trophyPage(index, page, context.empty);
  }),
  mockEndpoint(api.playerCotd, (context) => {
    const index = playerIndex(context);
    const page = context.args.page;
    if (index === undefined) return apiError(PLAYER_NOT_FOUND);
    if (page === undefined) return apiError('Invalid page.');
    const reruns = context.url.searchParams.get('includeReruns');
    const answer = playerCotdPage(index, page, {
      includeReruns: reruns === 'true' || reruns === '1',
      order: context.url.searchParams.get('order') ?? 'dateDesc',
      empty: context.empty,
    });
    return answer ?? apiError(NO_COTD_ERROR);
  }),
];
