// The Cup of the Day and the events (competitions): a cup's or an event's own answer and its results. Declared once each (../endpoint.ts), marked pure so a bundle keeps only those it uses.
import { defineEndpoint } from '../endpoint';

// A cup's results follow the cup's own answer (fixed once it has ended).
const cupParent = ({ id }: Record<string, string>) => ({ parentPath: competition.address({ id: Number(id) }) });

export const cupList = /* @__PURE__ */ defineEndpoint({
  path: '/api/cotd/{page:n}',
  kind: 'list',
  what: 'the cup list',
  query: ['platform'],
});
export const cotdRanking = /* @__PURE__ */ defineEndpoint({
  path: '/api/cotd/players/{page:n}/{sort}',
  kind: 'list',
  what: 'the player ranking',
});
export const competition = /* @__PURE__ */ defineEndpoint({
  path: '/api/comp/{id:n}',
  kind: 'cup',
  what: 'this event',
});
export const competitionTeams = /* @__PURE__ */ defineEndpoint({
  path: '/api/comp/{id:n}/teams',
  kind: 'cupResults',
  what: "this event's teams",
  facts: cupParent,
});
export const challenge = /* @__PURE__ */ defineEndpoint({
  path: '/api/comp/{id:n}/challenge/{challenge:n}',
  kind: 'cupResults',
  what: 'this challenge',
  facts: cupParent,
});
export const challengeResults = /* @__PURE__ */ defineEndpoint({
  path: '/api/comp/{id:n}/challenge/{challenge:n}/{page:n}',
  kind: 'cupResults',
  what: "this challenge's results",
  facts: cupParent,
});
export const matchResults = /* @__PURE__ */ defineEndpoint({
  path: '/api/comp/{id:n}/match/{match:n}/{page:n}',
  kind: 'cupResults',
  what: "this match's results",
  facts: cupParent,
});
export const competitionLeaderboard = /* @__PURE__ */ defineEndpoint({
  path: '/api/comp/{id:n}/leaderboard/{page:n}',
  kind: 'cupResults',
  what: "this event's leaderboard",
  facts: cupParent,
});
export const competitions = /* @__PURE__ */ defineEndpoint({
  path: '/api/competitions/{page:n}',
  kind: 'list',
  what: 'the event list',
  query: ['search'],
});
export const legacyCompetition = /* @__PURE__ */ defineEndpoint({
  path: '/api/competition/{id:n}',
  kind: 'cup',
  what: 'this event',
});
export const legacyLeaderboard = /* @__PURE__ */ defineEndpoint({
  path: '/api/competition/{id:n}/leaderboard/{page:n}',
  kind: 'cupResults',
  what: "this event's leaderboard",
  facts: ({ id }) => ({ parentPath: legacyCompetition.address({ id: Number(id) }) }),
});
