// The matches being played, and one match. Declared once each (../endpoint.ts), marked pure so a bundle keeps only those it uses.
import { defineEndpoint } from '../endpoint';

export const matchList = /* @__PURE__ */ defineEndpoint({
  path: '/api/matches/{type:n}/{page:n}',
  kind: 'liveList',
  what: 'the match list',
});
export const match = /* @__PURE__ */ defineEndpoint({ path: '/api/match/{lid}', kind: 'list', what: 'this match' });
