import { http, HttpResponse } from 'msw';

// The real site answers unknown /api paths with its HTML page, not JSON; so do the mocks,
// which keeps the client's "not JSON" handling exercised.
const SITE_PAGE =
  '<!doctype html><html lang="en"><head><title>Trackmania.io</title></head><body><div id="root"></div></body></html>';

export const fallbackHandlers = [http.all('/api/*', () => HttpResponse.html(SITE_PAGE))];
