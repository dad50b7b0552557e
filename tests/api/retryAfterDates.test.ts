// A 429's Retry-After written as a date in ISO form (with its offset), which Date.parse reads as HTTP dates are: the
// moment to ask again, not a count of seconds. TEST_NOW is 10:30:00 UTC on 18 November 2026.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { apiGet } from '../../src/api/client';
import { apiFailure } from './apiFailure';

describe('a Retry-After date in ISO form', () => {
  it.each([
    ['2026-11-18T10:31:00+00:00', 'Too many requests. Please try again in 60 seconds.', 60],
    ['2026-11-18T11:32:00+01:00', 'Too many requests. Please try again in 120 seconds.', 120],
  ])('%s says "%s"', async (retryAfter, message, wait) => {
    server.use(
      http.get('/api/busy', () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': retryAfter } })),
    );
    const error = await apiFailure(apiGet('/api/busy'));
    expect([error.kind, error.message, error.retryAfterSeconds]).toEqual(['rate-limit', message, wait]);
  });
});
