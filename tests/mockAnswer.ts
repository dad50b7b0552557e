import { apiGet } from '../src/api/client';

/**
 * A mocked answer, fetched through the client, typed as the test's own view of it. The product never does this (its
 * answers go through a schema, see readApi); tests of the mock data read their fields directly.
 */
export async function mockAnswer<T>(path: string): Promise<T> {
  return (await apiGet(path)) as T;
}
