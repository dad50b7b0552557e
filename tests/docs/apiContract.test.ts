import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docPattern, endpointSections, missingSections, pathsInCode, pathsInSource } from './apiEndpoints';

// docs/api-contract.md is the written contract with the API: it stays true only if every endpoint the code calls has
// its section (with its table), no section outlives its call, and every difference a table cites is decided.
const doc = readFileSync('docs/api-contract.md', 'utf8');
const found = pathsInCode();
const TABLE_HEADER =
  '| field | we read it as | when missing or odd | tmio | maniaapi-net | TrackmaniaIo.ApiClient | node-trackmania.io |';

describe('the API contract (docs/api-contract.md)', () => {
  it('has a section for every endpoint the code calls', () => {
    // Enough calls found to trust the scan: the site calls about fifty endpoints.
    expect(new Set(found.map((path) => path.pattern)).size).toBeGreaterThan(40);
    expect(missingSections(doc, found)).toEqual([]);
  });

  it('has no section for an endpoint the code no longer calls', () => {
    const called = new Set(found.map((path) => path.pattern));
    const stale = endpointSections(doc).flatMap((section) =>
      section.patterns.filter((pattern) => !called.has(pattern)),
    );
    expect(stale).toEqual([]);
  });

  it('gives every endpoint its table', () => {
    const withoutTable = endpointSections(doc).filter((section) => !section.text.includes(TABLE_HEADER));
    expect(withoutTable.map((section) => section.heading)).toEqual([]);
  });

  it('decides every difference a table cites', () => {
    const decided = new Set([...doc.matchAll(/^\| (D\d+) \|/gm)].map((match) => match[1]));
    const cited = new Set([...doc.matchAll(/\bD\d+\b/g)].map((match) => match[0]));
    expect([...cited].filter((id) => !decided.has(id))).toEqual([]);
    expect(decided.size).toBeGreaterThan(30);
  });

  it('fails when a section is missing', () => {
    const ads = endpointSections(doc).find((section) => section.patterns.includes('/api/ads'));
    expect(ads).toBeDefined();
    const withoutAds = doc.replace(ads?.text ?? '', '');
    expect(missingSections(withoutAds, found)).toEqual(['/api/ads (src/data/endpoints/ads.ts: /api/ads)']);
  });
});

describe('the scan of the code for API paths', () => {
  it('reads template literals as patterns, whatever the placeholders hold, without the query string, a page written out or a placeholder spelt {name} as a placeholder', () => {
    const source = [
      'const seg = (value: string) => encodeURIComponent(value);',
      'const club = (id: number) => `/api/club/${id}`;',
      '// A comment naming `/api/not/called` is not code.',
      "readApi(`/api/leaderboard/${seg(group)}/${seg(uid)}?offset=${range.offset}&length=${range.length}`, schema, 'x');",
      "readApi(`/api/cotd/players/${page}/${sort}${reruns ? 'reruns' : ''}`, schema, 'x');",
      "readApi(`${club(id)}/members/${page}`, schema, 'x');",
      "apiPost('/api/user/logout');",
      "readApi(`/api/player/${id}/cotd/0?includeReruns=false`, schema, 'x');",
      "const pattern = '/api/player/{id}/matches/{n}/{n}';",
      "const isApi = url.pathname.startsWith('/api/');",
    ].join('\n');
    expect(pathsInSource('example.ts', source).map((path) => [path.pattern, path.written])).toEqual([
      ['/api/club/{}', '/api/club/{id}'],
      [
        '/api/leaderboard/{}/{}',
        '/api/leaderboard/{seg(group)}/{seg(uid)}?offset={range.offset}&length={range.length}',
      ],
      ['/api/cotd/players/{}/{}', "/api/cotd/players/{page}/{sort}{reruns ? 'reruns' : ''}"],
      ['/api/club/{}/members/{}', '{club(id)}/members/{page}'],
      ['/api/user/logout', '/api/user/logout'],
      ['/api/player/{}/cotd/{}', '/api/player/{id}/cotd/0?includeReruns=false'],
      ['/api/player/{}/matches/{}/{}', '/api/player/{id}/matches/{n}/{n}'],
    ]);
  });

  it('reads the doc’s paths the same way', () => {
    expect(docPattern('/api/player/{id}/cotd/{page}')).toBe('/api/player/{}/cotd/{}');
    expect(docPattern('/api/players/find')).toBe('/api/players/find');
  });
});
