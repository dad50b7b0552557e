// The clubs: the list, a club and its activities. Declared once each (../endpoint.ts), marked pure so a bundle keeps only those it uses.
import { defineEndpoint } from '../endpoint';

export const clubs = /* @__PURE__ */ defineEndpoint({
  path: '/api/clubs/{page:n}',
  kind: 'list',
  what: 'the club list',
  query: ['search'],
});
export const club = /* @__PURE__ */ defineEndpoint({ path: '/api/club/{id:n}', kind: 'list', what: 'this club' });
export const clubMembers = /* @__PURE__ */ defineEndpoint({
  path: '/api/club/{id:n}/members/{page:n}',
  kind: 'list',
  what: "this club's members",
});
export const clubActivities = /* @__PURE__ */ defineEndpoint({
  path: '/api/club/{id:n}/activities/{page:n}',
  kind: 'list',
  what: "this club's activities",
});
export const clubFolder = /* @__PURE__ */ defineEndpoint({
  path: '/api/club/{id:n}/folder/{folder:n}/{page:n}',
  kind: 'list',
  what: 'this folder',
});
export const clubNews = /* @__PURE__ */ defineEndpoint({
  path: '/api/club/{id:n}/news/{activity:n}',
  kind: 'list',
  what: 'this news post',
});
export const clubSkins = /* @__PURE__ */ defineEndpoint({
  path: '/api/club/{id:n}/skins/{activity:n}/{page:n}',
  kind: 'list',
  what: 'this skin pack',
});
export const clubItems = /* @__PURE__ */ defineEndpoint({
  path: '/api/club/{id:n}/items/{activity:n}',
  kind: 'list',
  what: 'this item pack',
});
export const clubMaps = /* @__PURE__ */ defineEndpoint({
  path: '/api/club/{id:n}/maps/{activity:n}/{page:n}',
  kind: 'list',
  what: 'these maps',
});
