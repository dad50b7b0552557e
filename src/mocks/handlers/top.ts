import { mmDistribution, mmPageCount, mmPopulation, mmRankingPage } from '../data/mmRankings';
import { trophyRankingPage } from '../data/topRankings';
import { zoneList } from '../data/zoneTree';
import { apiError, intParam, mockEndpoint, type MockContext } from './respond';
import * as api from '../../data/endpoints';

// Zones and the rankings.
// - /api/zones answers `{ zones: [{ zoneId, name, parentId?, flag }] }` (no client models it; the root has no
//   parentId key, flags may be empty).
// - /api/top/trophies/{page}[/{zoneId}] answers `{ note, pageCount, ranks: [{ rank, score, player }] }`; without a
//   zone it is the world ranking; an unknown zone answers {error}.
// - /api/top/matchmaking/{typeId}/{page} answers `{ activeplayers, distribution: [{ position, count }], pageCount,
//   ranks: [{ rank, player, score, progression, division, division_next }] }` for 2v2 (5), 3v3 (2) and Royal (3).
function trophies(context: MockContext, zoneId?: string) {
  const page = intParam(context, 'page');
  if (page === undefined) return apiError('Invalid page.');
  const answer = trophyRankingPage(page, zoneId);
  if (!answer) return apiError('Unknown zone.');
  return context.empty ? { ...answer, pageCount: 0, ranks: [] } : answer;
}

export const topHandlers = [
  mockEndpoint(api.zones, (context) => ({ zones: context.empty ? [] : zoneList() })),
  mockEndpoint(api.topTrophies, (context) => trophies(context)),
  mockEndpoint(api.topTrophiesOfZone, (context) => trophies(context, context.args.zone)),
  mockEndpoint(api.topMatchmaking, (context) => {
    const typeId = context.args.type;
    const page = context.args.page;
    if (typeId === undefined || page === undefined) return apiError('Invalid matchmaking type or page.');
    if (![2, 3, 5].includes(typeId)) return apiError('Unknown matchmaking type.');
    if (context.empty) return { activeplayers: 0, distribution: [], pageCount: 0, ranks: [] };
    return {
      activeplayers: mmPopulation(typeId),
      distribution: mmDistribution(typeId),
      pageCount: mmPageCount(typeId),
      ranks: mmRankingPage(typeId, page),
    };
  }),
];
