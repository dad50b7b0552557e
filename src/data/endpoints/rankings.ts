// The rankings: trophies (the world's or a zone's), matchmaking, and the zones. Declared once each (../endpoint.ts), marked pure so a bundle keeps only those it uses.
import { defineEndpoint } from '../endpoint';

export const zones = /* @__PURE__ */ defineEndpoint({ path: '/api/zones', kind: 'list', what: 'the zones' });
export const topTrophies = /* @__PURE__ */ defineEndpoint({
  path: '/api/top/trophies/{page:n}',
  kind: 'list',
  what: 'this ranking',
});
export const topTrophiesOfZone = /* @__PURE__ */ defineEndpoint({
  path: '/api/top/trophies/{page:n}/{zone}',
  kind: 'list',
  what: 'this ranking',
});
export const topMatchmaking = /* @__PURE__ */ defineEndpoint({
  path: '/api/top/matchmaking/{type:n}/{page:n}',
  kind: 'list',
  what: 'this ranking',
});
