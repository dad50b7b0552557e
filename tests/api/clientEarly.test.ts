// The answer /early.js (src/app/early/) asked for before the app's code arrived: apiGet adopts it once, for the same GET
// address and the same session, and otherwise asks itself.
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { apiGet, apiPost } from '../../src/api/client';
import { writeSession } from '../../src/session/storage';
import { apiFailure } from './apiFailure';

interface Early {
  response: Promise<Response>;
  secret: string;
  at: number;
}
const holder = globalThis as { __tmioEarly?: Record<string, Early> };

/** Leaves an early request for `path` as /early.js does. */
function leaveEarly(path: string, response: Promise<Response>, { secret = '', age = 0 } = {}): void {
  void response.catch(() => undefined);
  holder.__tmioEarly = { ...holder.__tmioEarly, [path]: { response, secret, at: performance.now() - age } };
}

/** Counts the requests the mocked API gets for `path`, each answered with `{ from: 'network' }`. */
function countNetwork(path: string): { count: number } {
  const seen = { count: 0 };
  server.use(
    http.all(path, () => {
      seen.count += 1;
      return HttpResponse.json({ from: 'network' });
    }),
  );
  return seen;
}

afterEach(() => {
  delete holder.__tmioEarly;
});

describe('apiGet and the early answer', () => {
  it('reads the early answer instead of asking again', async () => {
    const network = countNetwork('/api/totd/0');
    leaveEarly('/api/totd/0', Promise.resolve(Response.json({ from: 'early' })));
    await expect(apiGet('/api/totd/0')).resolves.toEqual({ from: 'early' });
    expect(network.count).toBe(0);
  });

  it('takes it once: the next request for the address goes to the network', async () => {
    const network = countNetwork('/api/totd/0');
    leaveEarly('/api/totd/0', Promise.resolve(Response.json({ from: 'early' })));
    await apiGet('/api/totd/0');
    await expect(apiGet('/api/totd/0')).resolves.toEqual({ from: 'network' });
    expect(network.count).toBe(1);
  });

  it('is not used for another address', async () => {
    countNetwork('/api/totd/1');
    leaveEarly('/api/totd/0', Promise.resolve(Response.json({ from: 'early' })));
    await expect(apiGet('/api/totd/1')).resolves.toEqual({ from: 'network' });
  });

  it('is never used for a POST', async () => {
    countNetwork('/api/totd/0');
    leaveEarly('/api/totd/0', Promise.resolve(Response.json({ from: 'early' })));
    await expect(apiPost('/api/totd/0')).resolves.toEqual({ from: 'network' });
  });

  it('is adopted signed in when it carried the same secret', async () => {
    writeSession({ secret: 's3cret', accountid: 'abc' });
    countNetwork('/api/totd/0');
    leaveEarly('/api/totd/0', Promise.resolve(Response.json({ from: 'early' })), { secret: 's3cret' });
    await expect(apiGet('/api/totd/0')).resolves.toEqual({ from: 'early' });
  });

  it('is asked again when the visitor signed in or out since it left', async () => {
    writeSession({ secret: 's3cret', accountid: 'abc' });
    countNetwork('/api/totd/0');
    leaveEarly('/api/totd/0', Promise.resolve(Response.json({ from: 'early' })));
    await expect(apiGet('/api/totd/0')).resolves.toEqual({ from: 'network' });
  });

  it('is asked again when it is more than a minute old', async () => {
    countNetwork('/api/totd/0');
    leaveEarly('/api/totd/0', Promise.resolve(Response.json({ from: 'early' })), { age: 61_000 });
    await expect(apiGet('/api/totd/0')).resolves.toEqual({ from: 'network' });
  });

  it('is asked again when the early request failed', async () => {
    const network = countNetwork('/api/totd/0');
    leaveEarly('/api/totd/0', Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiGet('/api/totd/0')).resolves.toEqual({ from: 'network' });
    expect(network.count).toBe(1);
  });

  it('fails as any answer does when its status is an error', async () => {
    leaveEarly('/api/totd/0', Promise.resolve(Response.json({ error: 'The month is not out yet' }, { status: 404 })));
    const error = await apiFailure(apiGet('/api/totd/0'));
    expect(error.kind).toBe('api');
    expect(error.message).toBe('The month is not out yet');
  });

  it('reports a rate limit as any answer does', async () => {
    leaveEarly(
      '/api/totd/0',
      Promise.resolve(new Response('', { status: 429, headers: { 'X-Ratelimit-Reset': '30' } })),
    );
    const error = await apiFailure(apiGet('/api/totd/0'));
    expect(error.kind).toBe('rate-limit');
    expect(error.message).toBe('Too many requests. Please try again in 30 seconds.');
  });
});
