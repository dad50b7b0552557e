import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { apiGet, apiPost } from '../../src/api/client';
import { writeSession } from '../../src/session/storage';
import { apiFailure } from './apiFailure';

function capture(path: string, reply: () => Response = () => HttpResponse.json({ ok: true })) {
  const seen: Request[] = [];
  server.use(
    http.all(path, ({ request }) => {
      seen.push(request.clone());
      return reply();
    }),
  );
  return seen;
}

describe('apiGet', () => {
  it('returns the parsed JSON', async () => {
    capture('/api/thing', () => HttpResponse.json({ name: 'Spring 2024', maps: [1, 2] }));
    await expect(apiGet('/api/thing')).resolves.toEqual({ name: 'Spring 2024', maps: [1, 2] });
  });

  it('sends no Authorization header without a stored secret', async () => {
    const seen = capture('/api/thing');
    await apiGet('/api/thing');
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends no Authorization header when the stored secret is empty', async () => {
    writeSession({ secret: '', accountid: 'abc' });
    const seen = capture('/api/thing');
    await apiGet('/api/thing');
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends the scheme and the secret to same-origin /api paths', async () => {
    writeSession({ secret: 's3cret', accountid: 'abc' });
    const seen = capture('/api/thing');
    await apiGet('/api/thing');
    expect(seen[0]?.headers.get('Authorization')).toBe('Tmio s3cret');
  });

  it('never sends the secret to another origin, nor outside /api', async () => {
    writeSession({ secret: 's3cret', accountid: 'abc' });
    const other = capture('https://elsewhere.example/api/thing');
    const notApi = capture('/img/data.json');
    await apiGet('https://elsewhere.example/api/thing');
    await apiGet('/img/data.json');
    expect(other[0]?.headers.has('Authorization')).toBe(false);
    expect(notApi[0]?.headers.has('Authorization')).toBe(false);
  });

  it('turns a network failure into a readable ApiError', async () => {
    server.use(http.get('/api/down', () => HttpResponse.error()));
    const error = await apiFailure(apiGet('/api/down'));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/could not reach the server/i);
  });

  it('turns a non-2xx status into an ApiError with the status', async () => {
    server.use(http.get('/api/broken', () => new HttpResponse('oops', { status: 503 })));
    const error = await apiFailure(apiGet('/api/broken'));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(503);
    expect(error.message).toContain('HTTP 503');
  });

  it('rejects an HTML answer as not JSON (unknown routes answer with the site page)', async () => {
    const error = await apiFailure(apiGet('/api/no/such/route'));
    expect(error.kind).toBe('not-json');
    expect(error.message).toMatch(/not JSON/);
  });

  it("uses the server's text for an {error} answer, keeping the body", async () => {
    server.use(http.get('/api/player/x', () => HttpResponse.json({ error: 'player not found', logout: false })));
    const error = await apiFailure(apiGet('/api/player/x'));
    expect(error.kind).toBe('api');
    expect(error.message).toBe('player not found');
    expect(error.body).toEqual({ error: 'player not found', logout: false });
  });

  it('prefers the {error} text over a bare status', async () => {
    server.use(http.get('/api/x', () => HttpResponse.json({ error: 'bad offset' }, { status: 400 })));
    const error = await apiFailure(apiGet('/api/x'));
    expect(error.message).toBe('bad offset');
    expect(error.status).toBe(400);
  });

  it('reports 429 with the seconds to wait from X-Ratelimit-Reset', async () => {
    server.use(
      http.get('/api/busy', () =>
        HttpResponse.json(
          {},
          {
            status: 429,
            headers: { 'X-Ratelimit-Limit': '40', 'X-Ratelimit-Remaining': '0', 'X-Ratelimit-Reset': '12' },
          },
        ),
      ),
    );
    const error = await apiFailure(apiGet('/api/busy'));
    expect(error.kind).toBe('rate-limit');
    expect(error.retryAfterSeconds).toBe(12);
    expect(error.message).toBe('Too many requests. Please try again in 12 seconds.');
  });

  it('reads a unix-time X-Ratelimit-Reset as the moment of the reset', async () => {
    const inThirty = Math.floor(Date.now() / 1000) + 30;
    server.use(
      http.get(
        '/api/busy',
        () => new HttpResponse(null, { status: 429, headers: { 'X-Ratelimit-Reset': String(inThirty) } }),
      ),
    );
    const error = await apiFailure(apiGet('/api/busy'));
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(29);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(31);
  });

  it('reports 429 without a reset header', async () => {
    server.use(http.get('/api/busy', () => new HttpResponse(null, { status: 429 })));
    const error = await apiFailure(apiGet('/api/busy'));
    expect(error.retryAfterSeconds).toBeUndefined();
    expect(error.message).toBe('Too many requests. Please try again in a moment.');
  });
});

describe('apiPost', () => {
  it('sends a JSON body with its content type and returns the answer', async () => {
    const seen = capture('/api/user/profile', () => HttpResponse.json({ twitch: 'abc' }));
    await expect(apiPost('/api/user/profile', { twitch: 'abc' })).resolves.toEqual({ twitch: 'abc' });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
    await expect(seen[0]?.json()).resolves.toEqual({ twitch: 'abc' });
  });

  it('takes another content type', async () => {
    const seen = capture('/api/form');
    await apiPost('/api/form', 'a=1&b=2', 'application/x-www-form-urlencoded');
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    await expect(seen[0]?.text()).resolves.toBe('a=1&b=2');
  });

  it('posts without a body', async () => {
    writeSession({ secret: 's3cret', accountid: 'abc' });
    const seen = capture('/api/user/logout', () => HttpResponse.json({}));
    await apiPost('/api/user/logout');
    expect(seen[0]?.headers.has('Content-Type')).toBe(false);
    expect(seen[0]?.headers.get('Authorization')).toBe('Tmio s3cret');
  });
});
