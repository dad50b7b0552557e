// A player: the profile, its histories, the player search and the groups of players. Declared once each (../endpoint.ts), marked pure so a bundle keeps only those it uses.
import { defineEndpoint } from '../endpoint';

export const player = /* @__PURE__ */ defineEndpoint({ path: '/api/player/{id}', kind: 'player', what: 'this player' });
export const playerMatches = /* @__PURE__ */ defineEndpoint({
  path: '/api/player/{id}/matches/{type:n}/{page:n}',
  kind: 'player',
  what: "this player's matches",
});
export const playerTrophies = /* @__PURE__ */ defineEndpoint({
  path: '/api/player/{id}/trophies/{page:n}',
  kind: 'player',
  what: "this player's trophy gains",
});
export const playerCotd = /* @__PURE__ */ defineEndpoint({
  path: '/api/player/{id}/cotd/{page:n}',
  kind: 'player',
  what: "this player's Cup of the Day results",
  query: ['includeReruns', 'order'],
});
export const playerSearch = /* @__PURE__ */ defineEndpoint({
  path: '/api/players/find',
  kind: 'search',
  what: 'this search',
  query: ['search', 'page'],
});
export const playerGroup = /* @__PURE__ */ defineEndpoint({
  path: '/api/players/group/{group}',
  kind: 'list',
  what: 'this group of players',
});
