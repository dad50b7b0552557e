// The rooms: the list and one room. Declared once each (../endpoint.ts), marked pure so a bundle keeps only those it uses.
import { defineEndpoint } from '../endpoint';

export const rooms = /* @__PURE__ */ defineEndpoint({
  path: '/api/rooms/{page:n}',
  kind: 'list',
  what: 'the room list',
  query: ['search'],
});
export const room = /* @__PURE__ */ defineEndpoint({
  path: '/api/room/{club:n}/{room:n}',
  kind: 'list',
  what: 'this room',
});
