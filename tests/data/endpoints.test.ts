// The endpoints' declarations are the one list the app's addresses, the server's route table and the API contract
// are derived from: each declared endpoint reaches the route table with its kind, a new one reaches it without any
// other edit, and the contract has a section for each.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defineEndpoint, type Endpoint } from '../../src/data/endpoint';
import { ENDPOINTS, matchEndpoint, routePolicy } from '../../src/data/routeTable';
import { ANSWER_KINDS } from '../../src/api/answerFreshness';
import { docPattern, endpointSections } from '../docs/apiEndpoints';

/** An address of the endpoint: each parameter a value of its own type. */
function exampleAddress(endpoint: Endpoint): string {
  return endpoint.path.replace(/\{(\w+)(:n)?\}/g, (_all, name: string, numeric?: string) =>
    numeric ? '7' : `${name}-x`,
  );
}

describe('the endpoint declarations', () => {
  it('declare every endpoint the site calls, about fifty', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(45);
    expect(new Set(ENDPOINTS.map((endpoint) => endpoint.path)).size).toBe(ENDPOINTS.length);
  });

  it.each(ENDPOINTS.map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s reaches the server’s route table with its kind',
    (_path, endpoint) => {
      const route = routePolicy(exampleAddress(endpoint));
      expect(route?.kind).toBe(endpoint.kind);
      expect(route?.shared).toBe(ANSWER_KINDS[endpoint.kind].shared);
    },
  );

  it('match a path’s parameters, a number only where one is declared', () => {
    const rows = defineEndpoint({
      path: '/api/things/{group}/{page:n}',
      kind: 'list',
      what: 'these things',
      query: ['search'],
    });
    expect(rows.address({ group: 'a b/c', page: 2 }, { search: 'x y' })).toBe('/api/things/a%20b%2Fc/2?search=x%20y');
    expect(rows.address({ group: 'g', page: 0 }, { search: '' })).toBe('/api/things/g/0');
    expect(matchEndpoint(rows, ['things', 'g', '3'])).toEqual({ group: 'g', page: '3' });
    expect(matchEndpoint(rows, ['things', 'g', 'x'])).toBeUndefined();
    expect(matchEndpoint(rows, ['things', '', '3'])).toBeUndefined();
    expect(matchEndpoint(rows, ['things', 'g'])).toBeUndefined();
  });

  it('name the facts of an address: the month of a Track of the Day, the cup a result follows', () => {
    expect(routePolicy('/api/totd/3')).toEqual({ kind: 'totdMonth', monthOffset: 3, shared: true });
    expect(routePolicy('/api/comp/12/challenge/3/0')).toEqual({
      kind: 'cupResults',
      parentPath: '/api/comp/12',
      shared: true,
    });
    expect(routePolicy('/api/competition/9/leaderboard/0')).toEqual({
      kind: 'cupResults',
      parentPath: '/api/competition/9',
      shared: true,
    });
  });

  it('each have their section in docs/api-contract.md, and the contract no section without a declaration', () => {
    const sections = new Set(
      endpointSections(readFileSync('docs/api-contract.md', 'utf8')).flatMap((section) => section.patterns),
    );
    const declared = new Set(ENDPOINTS.map((endpoint) => docPattern(endpoint.path)));
    expect([...declared].filter((pattern) => !sections.has(pattern))).toEqual([]);
    expect([...sections].filter((pattern) => !declared.has(pattern))).toEqual([]);
  });
});
