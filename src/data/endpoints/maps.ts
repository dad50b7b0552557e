// A map and its leaderboards, and today's Track of the Day map: the board's rows, the signed-in player's records, recent records and activity. Declared once each (../endpoint.ts), marked pure so a bundle keeps only those it uses.
import { defineEndpoint } from '../endpoint';

export const mapInfo = /* @__PURE__ */ defineEndpoint({ path: '/api/map/{uid}', kind: 'mapInfo', what: 'this map' });
export const boardRows = /* @__PURE__ */ defineEndpoint({
  path: '/api/leaderboard/{group}/{uid}',
  kind: 'board',
  what: 'this leaderboard',
  query: ['offset', 'length'],
});
export const campaignRows = /* @__PURE__ */ defineEndpoint({
  path: '/api/leaderboard/{uid}',
  kind: 'board',
  what: 'the campaign leaderboard',
  query: ['offset', 'length'],
});
export const personalRecord = /* @__PURE__ */ defineEndpoint({
  path: '/api/leaderboard/personal/{group}/{uid}',
  kind: 'ownRecord',
  what: 'your personal best',
});
export const campaignPersonal = /* @__PURE__ */ defineEndpoint({
  path: '/api/leaderboard/personal/{uid}',
  kind: 'ownRecord',
  what: 'your campaign position',
});
export const trackRecords = /* @__PURE__ */ defineEndpoint({
  path: '/api/leaderboard/track/{uid}',
  kind: 'board',
  what: 'the recent world records',
});
export const groupActivity = /* @__PURE__ */ defineEndpoint({
  path: '/api/leaderboard/activity/{group}/{page:n}',
  kind: 'board',
  what: 'the campaign activity',
});
export const allActivity = /* @__PURE__ */ defineEndpoint({
  path: '/api/leaderboard/activity/{page:n}',
  kind: 'board',
  what: 'the campaign activity',
});
export const totdToday = /* @__PURE__ */ defineEndpoint({
  path: '/api/totd/today',
  kind: 'totdToday',
  what: 'today’s map',
});
