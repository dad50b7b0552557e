import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { apiGet } from '../../src/api/client';
import { apiFailure } from './apiFailure';

// The client's edges: an `error` key that is not an error, an empty error text, and cancelled requests.

describe('an answer with an error key', () => {
  it.each([
    ['false', false],
    ['null', null],
  ])('reads {error: %s} as an answer, not a failure', async (_name, value) => {
    server.use(http.get('/api/thing', () => HttpResponse.json({ error: value, rows: [1, 2] })));
    await expect(apiGet('/api/thing')).resolves.toEqual({ error: value, rows: [1, 2] });
  });

  it('reads {error: ""} as a failure with a general message', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.json({ error: '' })));
    const error = await apiFailure(apiGet('/api/thing'));
    expect(error.kind).toBe('api');
    expect(error.message).toBe('The server reported an error.');
    expect(error.status).toBe(200);
  });

  it('gives the error text of a 500 {error} answer, with its status', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.json({ error: 'Map not found' }, { status: 500 })));
    const error = await apiFailure(apiGet('/api/thing'));
    expect([error.kind, error.message, error.status]).toEqual(['api', 'Map not found', 500]);
  });
});

describe('a cancelled request', () => {
  it('fails as cancelled, not as a network failure, when aborted while waiting', async () => {
    server.use(
      http.get('/api/slow', async () => {
        await delay(5000);
        return HttpResponse.json({ late: true });
      }),
    );
    const controller = new AbortController();
    const pending = apiFailure(apiGet('/api/slow', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect([error.kind, error.message]).toEqual(['aborted', 'The request was cancelled.']);
  });

  it('fails as cancelled when the signal was aborted before the call', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.json({ ok: true })));
    const error = await apiFailure(apiGet('/api/thing', { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
  });
});
