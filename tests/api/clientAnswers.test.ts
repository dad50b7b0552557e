// What the API client makes of the odd answers: the words a page shows for a refused, empty or cut-off answer, the
// wait it reads from a 429, the count of requests left it passes on, and the early answer's age limit.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { ApiError, apiGet, apiPost, errorMessage, onRateLimitRemaining } from '../../src/api/client';
import { apiFailure } from './apiFailure';

afterEach(() => {
  delete (globalThis as { __tmioEarly?: unknown }).__tmioEarly;
});

describe('a refused answer (429)', () => {
  it.each([
    ['0', 'Too many requests. Please try again in a moment.', 0],
    ['1', 'Too many requests. Please try again in 1 second.', 1],
    ['2.2', 'Too many requests. Please try again in 3 seconds.', 3],
    ['-5', 'Too many requests. Please try again in a moment.', undefined],
    ['soon', 'Too many requests. Please try again in a moment.', undefined],
    ['Infinity', 'Too many requests. Please try again in a moment.', undefined],
  ])('with X-Ratelimit-Reset %s says "%s"', async (reset, message, wait) => {
    server.use(
      http.get('/api/busy', () => new HttpResponse(null, { status: 429, headers: { 'X-Ratelimit-Reset': reset } })),
    );
    const error = await apiFailure(apiGet('/api/busy'));
    expect([error.kind, error.message, error.retryAfterSeconds, error.status]).toEqual([
      'rate-limit',
      message,
      wait,
      429,
    ]);
  });
});

describe('a refused answer (429) with Retry-After instead of X-Ratelimit-Reset', () => {
  // Retry-After means what the reset means: the seconds to wait (or, as an HTTP date, the moment to ask again).
  it.each([
    ['30', 'Too many requests. Please try again in 30 seconds.', 30],
    ['0', 'Too many requests. Please try again in a moment.', 0],
    // TEST_NOW is 10:30:00 UTC on that day: a minute later.
    ['Wed, 18 Nov 2026 10:31:00 GMT', 'Too many requests. Please try again in 60 seconds.', 60],
    ['Wed, 18 Nov 2026 10:00:00 GMT', 'Too many requests. Please try again in a moment.', 0],
    ['-5', 'Too many requests. Please try again in a moment.', undefined],
    ['later', 'Too many requests. Please try again in a moment.', undefined],
  ])('Retry-After %s says "%s"', async (retryAfter, message, wait) => {
    server.use(
      http.get('/api/busy', () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': retryAfter } })),
    );
    const error = await apiFailure(apiGet('/api/busy'));
    expect([error.kind, error.message, error.retryAfterSeconds]).toEqual(['rate-limit', message, wait]);
  });

  it('goes by X-Ratelimit-Reset when both come', async () => {
    server.use(
      http.get(
        '/api/busy',
        () => new HttpResponse(null, { status: 429, headers: { 'X-Ratelimit-Reset': '12', 'Retry-After': '50' } }),
      ),
    );
    const error = await apiFailure(apiGet('/api/busy'));
    expect(error.message).toBe('Too many requests. Please try again in 12 seconds.');
  });
});

describe('the requests left in the window', () => {
  it('are passed on from every answer that says, as a number, until the listener stops', async () => {
    const heard: number[] = [];
    const stop = onRateLimitRemaining((remaining) => heard.push(remaining));
    for (const remaining of ['12', ' 7 ', '', '  ', 'many', '0']) {
      server.use(
        http.get('/api/thing', () =>
          HttpResponse.json({ ok: true }, { headers: { 'X-Ratelimit-Remaining': remaining } }),
        ),
      );
      await apiGet('/api/thing');
    }
    server.use(http.get('/api/thing', () => HttpResponse.json({ ok: true })));
    await apiGet('/api/thing');
    expect(heard).toEqual([12, 7, 0]);
    stop();
    server.use(
      http.get('/api/thing', () => HttpResponse.json({ ok: true }, { headers: { 'X-Ratelimit-Remaining': '3' } })),
    );
    await apiGet('/api/thing');
    expect(heard).toEqual([12, 7, 0]);
  });
});

describe('an answer that is not the data', () => {
  it('asks for JSON', async () => {
    let accept: string | null = null;
    server.use(
      http.get('/api/thing', ({ request }) => {
        accept = request.headers.get('Accept');
        return HttpResponse.json({});
      }),
    );
    await apiGet('/api/thing');
    expect(accept).toBe('application/json');
  });

  it('reads a bare null as the answer (its schema then says what is missing)', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.json(null)));
    await expect(apiGet('/api/thing')).resolves.toBeNull();
    server.use(http.get('/api/thing', () => HttpResponse.json(['error'])));
    await expect(apiGet('/api/thing')).resolves.toEqual(['error']);
  });

  it('says the server reported an error when its error is not a text', async () => {
    for (const bent of [true, 1, { code: 7 }]) {
      server.use(http.get('/api/thing', () => HttpResponse.json({ error: bent })));
      const error = await apiFailure(apiGet('/api/thing'));
      expect([error.name, error.kind, error.message]).toEqual(['ApiError', 'api', 'The server reported an error.']);
    }
  });

  it('says "not JSON", with the status, for a page or an answer cut off while it was read', async () => {
    server.use(
      http.get(
        '/api/thing',
        () => new HttpResponse('<!doctype html><p>Not here</p>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const page = await apiFailure(apiGet('/api/thing'));
    expect([page.kind, page.status, page.message]).toEqual([
      'not-json',
      200,
      'The server sent an unexpected answer (not JSON). This page may not exist, or the server is having trouble.',
    ]);
    // A real answer whose body breaks off while it is read.
    const cutOff = new Response(
      new ReadableStream({
        start(controller) {
          controller.error(new TypeError('terminated'));
        },
      }),
      { status: 200 },
    );
    vi.stubGlobal('fetch', () => Promise.resolve(cutOff));
    const error = await apiFailure(apiGet('/api/thing'));
    expect([error.kind, error.status]).toEqual(['not-json', 200]);
  });
});

describe('a POST', () => {
  it('sends a text as it is and anything else as JSON, with its type', async () => {
    const sent: [string | null, string][] = [];
    server.use(
      http.post('/api/user/profile', async ({ request }) => {
        sent.push([request.headers.get('Content-Type'), await request.text()]);
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiPost('/api/user/profile', 'name=Ana', 'application/x-www-form-urlencoded');
    await apiPost('/api/user/profile', { name: 'Ana' });
    await apiPost('/api/user/profile');
    expect(sent).toEqual([
      ['application/x-www-form-urlencoded', 'name=Ana'],
      ['application/json', '{"name":"Ana"}'],
      [null, ''],
    ]);
  });

  it('is cancelled by its signal', async () => {
    server.use(http.post('/api/user/profile', () => HttpResponse.json({ ok: true })));
    const error = await apiFailure(
      apiPost('/api/user/profile', {}, 'application/json', { signal: AbortSignal.abort() }),
    );
    expect([error.kind, error.message]).toEqual(['aborted', 'The request was cancelled.']);
  });
});

describe('an early answer', () => {
  it('is adopted up to a minute old, and asked again after', async () => {
    let network = 0;
    server.use(
      http.get('/api/totd/0', () => {
        network += 1;
        return HttpResponse.json({ from: 'network' });
      }),
    );
    const holder = globalThis as { __tmioEarly?: Record<string, unknown> };
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now);
    holder.__tmioEarly = {
      '/api/totd/0': { response: Promise.resolve(Response.json({ from: 'early' })), secret: '', at: now - 60_000 },
    };
    await expect(apiGet('/api/totd/0')).resolves.toEqual({ from: 'early' });
    holder.__tmioEarly = {
      '/api/totd/0': { response: Promise.resolve(Response.json({ from: 'early' })), secret: '', at: now - 60_001 },
    };
    await expect(apiGet('/api/totd/0')).resolves.toEqual({ from: 'network' });
    expect(network).toBe(1);
  });
});

describe('the message of an error box', () => {
  it('is the error’s own words, or a general one', () => {
    expect(errorMessage(new ApiError('network', 'Could not reach the server.'))).toBe('Could not reach the server.');
    expect(errorMessage(new Error(''))).toBe('Something went wrong.');
    expect(errorMessage('a thrown text')).toBe('Something went wrong.');
    expect(errorMessage({ message: 'not an error' })).toBe('Something went wrong.');
  });
});
