// The opening page's first answer, asked for while the app's code downloads (issue 29). A cold visit otherwise waits
// for the code to arrive and run before the first API request leaves: one more round trip on a phone's network.
//
// A classic script of the site's own (the Content-Security-Policy allows 'self', no inline script), `async` in
// index.html: it never holds up the parser and runs as soon as it arrives, without waiting for the stylesheet (a
// deferred script would). The app's code is asked for only after the first paint, so this one has nearly always run
// when the app's first request is made; if it comes later, it finds the app started and asks nothing.
//
// Why its own fetch, left for src/api/client.ts, rather than a <link rel=preload as=fetch crossorigin>: Chrome hands
// a preloaded response to a later fetch only when the two requests match, headers included (Blink's
// RawResource::CanReuse ignores only Cache-Control, Origin, Pragma, Referer, User-Agent and a few such). The app's
// fetch sends `Accept: application/json`, a preload sends `Accept: */*`, and a preload cannot carry the signed-in
// visitor's Authorization header, so the browser would download the answer twice. Here the request is the app's own
// (same address, same headers), and client.ts takes the response once, for the same GET address, then reads it as
// any other answer (status, JSON, errors, the decode and its drift report).
//
// Signed-in visitors: the app sends its Authorization header with every API request (spec part 1), so this request
// does too, read from the session as src/session/storage.ts stores it (localStorage `secret`). client.ts adopts the
// response only while the stored secret is still the one it was sent with, and within a minute.
//
// The routes and addresses are those of src/app/prefetch.ts (the boot's prefetch, which asks the same answers through
// client.ts and so adopts this one): tests/app/earlyScript.test.ts checks both agree.
(() => {
  'use strict';
  const script = document.currentScript;
  // Builds with the mocked API (npm run dev, the demo) answer from a service worker that is not running yet.
  if (script && script.getAttribute('data-mocks') === 'true') return;
  if (typeof fetch !== 'function' || navigator.onLine === false || window.__tmioStarted) return;

  const segment = (raw) => {
    try {
      return encodeURIComponent(decodeURIComponent(raw));
    } catch {
      return '';
    }
  };

  /** The first answer of the page a hash such as `#/player/x?tab=y` opens, or '' for none. */
  const addressOf = (hash) => {
    const path = hash.replace(/^#/, '').split('?')[0].replace(/\/+$/, '');
    const parts = path.split('/').slice(1);
    const first = (parts[0] || '').toLowerCase();
    // Route patterns match whatever the case, as React Router's do.
    const lower = path.toLowerCase();
    if (lower === '' || lower === '/totd' || lower === '/totd/today') return '/api/totd/0';
    let id = '';
    if (first === 'player' && (parts.length === 2 || parts.length === 3)) id = segment(parts[1]);
    if (id) return '/api/player/' + id;
    let uid = '';
    if (first === 'leaderboard' && (parts.length === 2 || parts.length === 3)) uid = segment(parts[parts.length - 1]);
    if ((first === 'totd' || first === 'campaigns') && (parts[1] || '').toLowerCase() === 'leaderboard' && parts.length === 4) uid = segment(parts[3]);
    // A segment that cannot be decoded is left to the app.
    return uid ? '/api/map/' + uid : '';
  };

  const address = addressOf(location.hash);
  if (!address) return;
  let secret = '';
  try {
    secret = localStorage.getItem('secret') || '';
  } catch {
    // Storage blocked: signed out, as the app sees it too.
  }
  const headers = { Accept: 'application/json' };
  if (secret) headers.Authorization = 'Tmio ' + secret;
  const response = fetch(address, { headers: headers });
  // Failures are the app's to report: client.ts asks again when this request failed.
  response.catch(() => undefined);
  // The secret is kept beside the request only to compare: it is no more exposed here than in localStorage.
  const early = (window.__tmioEarly = window.__tmioEarly || {});
  early[address] = { response: response, secret: secret, at: performance.now() };
})();
