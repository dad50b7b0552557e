// The shared cache's reading of API paths (src/data/routeTable.ts) at its edges: a path outside /api whose tail
// looks like a route, a route's prefix alone, and a dot segment where a route takes any segment.
import { describe, expect, it } from 'vitest';
import { pathFreshness, routePolicy } from '../../src/data/routeTable';

const NOON = Date.UTC(2026, 10, 26, 12);

describe('a path the shared cache does not know', () => {
  it('is one outside /api, even when its tail reads like a route', () => {
    for (const path of ['/img/zones', '/web/totd/0', '/xapi/ads', '/static/totd/today']) {
      expect(routePolicy(path), path).toBeUndefined();
    }
  });

  it('is a declared endpoint’s prefix, or a path under one that the site never calls', () => {
    expect(routePolicy('/api/user')).toBeUndefined();
    expect(routePolicy('/api/user/session')).toEqual({ kind: 'personal', shared: false });
    expect(routePolicy('/api/comp/12/x')).toBeUndefined();
    expect(routePolicy('/api/club/5/secret/0')).toBeUndefined();
    expect(routePolicy('/api/comp/12/teams')).toEqual({ kind: 'cupResults', parentPath: '/api/comp/12', shared: true });
  });

  it('has a dot segment, even where any segment is taken', () => {
    for (const path of ['/api/player/.', '/api/player/%2E', '/api/club/5/.', '/api/map/..']) {
      expect(routePolicy(path), path).toBeUndefined();
    }
    expect(routePolicy('/api/player/.5')).toEqual({ kind: 'player', shared: true });
  });
});

describe('the freshness of a path without a month', () => {
  it('is its kind’s', () => {
    const map = routePolicy('/api/map/uid-1');
    if (!map) throw new Error('a map path is not known');
    expect(pathFreshness(map, { fetchedAt: NOON, now: NOON })).toEqual({
      fixed: true,
      freshMs: 24 * 3_600_000,
      staleMs: 24 * 3_600_000,
      errorMs: 7 * 24 * 3_600_000,
    });
  });
});
