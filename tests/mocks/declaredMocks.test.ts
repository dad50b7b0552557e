// The mocked API answers exactly the endpoints the site declares (src/data/endpoints): each mock is built from its
// declaration (mockEndpoint), which gives it its path and its parameters' types, so a path changed in a declaration
// moves its mock with it and a mock of an address the site never asks for cannot be written.
import { describe, expect, it } from 'vitest';
import type { RequestHandler } from 'msw';
import * as endpoints from '../../src/data/endpoints';
import { handlers } from '../../src/mocks/handlers';
import { mockPath } from '../../src/mocks/handlers/respond';

/** Addresses the mocks answer that are not the API's JSON: the catch-all HTML page and a ghost file's download. */
const NOT_DECLARED = new Set(['/api/*', '/api/download/ghost/:id']);
/** Declared endpoints the mocks leave alone: the sign-in page opens in a popup on the real site. */
const NOT_MOCKED = new Set(['/api/user/auth']);

function mockedPaths(): string[] {
  return handlers
    .map((handler: RequestHandler) => handler.info.header.split(' ')[1] ?? '')
    .filter((path) => path.startsWith('/api/'));
}

describe('the mocked API', () => {
  it('answers only declared endpoints', () => {
    const declared = new Set(Object.values(endpoints).map(mockPath));
    expect(mockedPaths()).toContain('/api/comp/:id/challenge/:challenge/:page');
    const undeclared = mockedPaths().filter((path) => !declared.has(path) && !NOT_DECLARED.has(path));
    expect(undeclared).toEqual([]);
  });

  it('answers every declared endpoint', () => {
    const mocked = new Set(mockedPaths());
    const missing = Object.values(endpoints)
      .filter((endpoint) => !NOT_MOCKED.has(endpoint.path))
      .map(mockPath)
      .filter((path) => !mocked.has(path));
    expect(missing).toEqual([]);
  });

  it('gives a mock its path from the declaration: `{id:n}` is matched as `:id`', () => {
    expect(mockPath(endpoints.challengeResults)).toBe('/api/comp/:id/challenge/:challenge/:page');
  });
});
