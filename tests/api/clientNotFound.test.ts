// Whether a failure is the API saying the thing asked for is not there (isNotFoundError): the player, cup and recap
// pages then say "not found" instead of showing trouble on the way.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { ApiError, apiGet, isNotFoundError } from '../../src/api/client';
import { apiFailure } from './apiFailure';

/** The failure of a GET the mocked API answers with `body` and `status`. */
async function failureOf(body: { error: string }, status: number): Promise<ApiError> {
  server.use(http.get('/api/thing', () => HttpResponse.json(body, { status })));
  return apiFailure(apiGet('/api/thing'));
}

describe('a failure that says the thing is not there', () => {
  it.each([
    ['account not found', 404],
    ['Map does not exist', 500],
    ['notFound', 500],
    ['NOT FOUND', 200],
  ])('is {error: "%s"} with status %i', async (text, status) => {
    expect(isNotFoundError(await failureOf({ error: text }, status))).toBe(true);
  });
});

describe('a failure that is trouble on the way', () => {
  it('is any other {error} answer', async () => {
    expect(isNotFoundError(await failureOf({ error: 'Too many requests, slow down' }, 500))).toBe(false);
    expect(isNotFoundError(await failureOf({ error: 'not  found' }, 404))).toBe(false);
  });

  it('is a 404 without an {error} text, even from a page named "not found"', async () => {
    server.use(http.get('/api/thing', () => new HttpResponse('Not Found', { status: 404 })));
    const error = await apiFailure(apiGet('/api/thing'));
    expect(error.kind).toBe('http');
    expect(isNotFoundError(error)).toBe(false);
    expect(isNotFoundError(new ApiError('not-json', 'Page not found'))).toBe(false);
  });

  it('is anything thrown that is not the API client’s, whatever its words', () => {
    expect(isNotFoundError(new Error('account not found'))).toBe(false);
    expect(isNotFoundError(Object.assign(new Error('account not found'), { kind: 'api' }))).toBe(false);
    expect(isNotFoundError({ kind: 'api', message: 'account not found' })).toBe(false);
    expect(isNotFoundError(undefined)).toBe(false);
  });
});
