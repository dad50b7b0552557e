// Which kind of answer each API path gives the production server's shared cache (how long it is kept, whether it is
// shared at all), path by path, and the paths it must never share or misread.
import { describe, expect, it } from 'vitest';
import { isSharedPath, pathFreshness, routePolicy } from '../../src/data/routeTable';

const NOON = Date.UTC(2026, 10, 26, 12);

describe('the kind of each API path', () => {
  it.each([
    ['/api/totd/today', 'totdToday'],
    ['/api/map/uid-1', 'mapInfo'],
    ['/api/leaderboard/track/grp', 'board'],
    ['/api/leaderboard/activity/3', 'board'],
    ['/api/leaderboard/activity/grp/0', 'board'],
    ['/api/leaderboard/grp/uid', 'board'],
    ['/api/leaderboard/grp', 'board'],
    ['/api/campaign/seasonal/1000', 'list'],
    ['/api/campaigns/club/0', 'list'],
    ['/api/cotd/players/0/wins', 'list'],
    ['/api/cotd/0', 'list'],
    ['/api/comp/123', 'cup'],
    ['/api/competitions/0', 'list'],
    ['/api/competition/9', 'cup'],
    ['/api/rooms/0', 'list'],
    ['/api/room/1/2', 'list'],
    ['/api/clubs/0', 'list'],
    ['/api/club/5', 'list'],
    ['/api/club/5/members/0', 'list'],
    ['/api/player/acc-1', 'player'],
    ['/api/player/acc-1/matches/2/0', 'player'],
    ['/api/player/acc-1/trophies/0', 'player'],
    ['/api/player/acc-1/cotd/0', 'player'],
    ['/api/players/find', 'search'],
    ['/api/players/group/nadeo', 'list'],
    ['/api/zones', 'list'],
    ['/api/top/trophies/0', 'list'],
    ['/api/top/trophies/0/zone-1', 'list'],
    ['/api/top/matchmaking/2/0', 'list'],
    ['/api/matches/2/0', 'liveList'],
    ['/api/match/LID-1', 'list'],
    ['/api/ads', 'list'],
    ['/api/leaderboard/personal/map/uid', 'ownRecord'],
    ['/api/leaderboard/personal/campaign-uid', 'ownRecord'],
    ['/api/user/profile', 'personal'],
    ['/api/user/session', 'personal'],
  ])('%s is a %s answer', (path, kind) => {
    expect(routePolicy(path)?.kind).toBe(kind);
  });

  it('names the month of a Track of the Day path, and the cup a result follows', () => {
    expect(routePolicy('/api/totd/0')).toEqual({ kind: 'totdMonth', monthOffset: 0, shared: true });
    expect(routePolicy('/api/totd/12')).toEqual({ kind: 'totdMonth', monthOffset: 12, shared: true });
    expect(routePolicy('/api/comp/77/teams')).toEqual({ kind: 'cupResults', parentPath: '/api/comp/77', shared: true });
    expect(routePolicy('/api/competition/9/leaderboard/2')).toEqual({
      kind: 'cupResults',
      parentPath: '/api/competition/9',
      shared: true,
    });
    expect(routePolicy('/api/map/uid-1')).toEqual({ kind: 'mapInfo', shared: true });
  });

  it('reads the path without its query or fragment, and its segments decoded', () => {
    expect(routePolicy('/api/totd/2?x=1')).toEqual({ kind: 'totdMonth', monthOffset: 2, shared: true });
    expect(routePolicy('/api/totd/2#top')).toEqual({ kind: 'totdMonth', monthOffset: 2, shared: true });
    expect(routePolicy('/api/players/find?search=a/b&page=0')?.kind).toBe('search');
    expect(routePolicy('/api/player/Ana%20B')?.kind).toBe('player');
  });

  it('knows no path outside /api, with a part missing or left over, a number that is not one, or a bent encoding', () => {
    for (const path of [
      '/img/flags/FRA.jpg',
      'api/totd/0',
      '/apix/totd/0',
      '/api/',
      '/api/totd',
      '/api/totd/1/2',
      '/api/totd/-1',
      '/api/totd/1a',
      '/api/map/',
      '/api/comp/x',
      '/api/top/matchmaking/2/x',
      '/api/player/%E0%A4%A',
      '/api/player/./user',
      '/api/club/5/..',
    ]) {
      expect(routePolicy(path), path).toBeUndefined();
    }
  });

  it('shares public answers only', () => {
    expect(isSharedPath('/api/totd/0')).toBe(true);
    expect(isSharedPath('/api/players/find?search=kivo')).toBe(true);
    expect(isSharedPath('/api/user/session')).toBe(false);
    expect(isSharedPath('/api/leaderboard/personal/map/uid')).toBe(false);
    expect(isSharedPath('/api/download/ghost/1')).toBe(false);
  });
});

describe('the freshness of a path', () => {
  it('is its kind’s, with the month offset of a Track of the Day path', () => {
    const past = routePolicy('/api/totd/1');
    const current = routePolicy('/api/totd/0');
    const list = routePolicy('/api/clubs/0');
    if (!past || !current || !list) throw new Error('a path of the spec is not known');
    expect(pathFreshness(past, { fetchedAt: NOON, now: NOON }).fixed).toBe(true);
    expect(pathFreshness(current, { fetchedAt: NOON, now: NOON })).toEqual({
      fixed: false,
      freshMs: 5 * 60_000,
      staleMs: 5 * 60_000,
      errorMs: 6 * 3_600_000 - 5 * 60_000,
    });
    expect(pathFreshness(list, { fetchedAt: NOON, now: NOON })).toEqual({
      fixed: false,
      freshMs: 5 * 60_000,
      staleMs: 10 * 60_000,
      errorMs: 24 * 3_600_000,
    });
  });
});
