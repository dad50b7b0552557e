// One concrete path for every route of the spec, with data the mocked API has. The resilience matrix (vitest) and
// the accessibility walk (e2e/routes.spec.ts) both visit this list, so a new route is checked by adding it here.
// Signed out, /user/edit sends the visitor to the Track of the Day.
import { DEMO_UIDS } from '../src/mocks/data/mapUids';
import { MOCK_USER } from '../src/mocks/data/mockUser';
import { SPECIAL_MATCHES } from '../src/mocks/data/matches';

export interface RouteExample {
  /** The route pattern, as in src/app/routes.tsx. */
  route: string;
  /** A path that fills it in. */
  path: string;
  /**
   * The page's title (level 1) with the mocked data, as a visitor reads it: the whole text, or a pattern where the
   * title holds a tag beside it. A route that rendered another page fails here, not only one that fell over.
   */
  heading: string | RegExp;
}

// The showcase club of the mocked data: every activity type, in a known order (src/mocks/data/clubActivities.ts).
const CLUB_ID = 10_000;
const CLUB_ACTIVITY = { news: 100_000, skins: 100_001, items: 100_002, maps: 100_003, folder: 100_005 } as const;
// A running event with rounds and teams, and a full legacy event (src/mocks/data/competitions.ts).
const EVENT_ID = 90_997;
const LEGACY_EVENT_ID = 3120;
const EVENT_CHALLENGE_ROUND = 909_971;
const MAP_UID = DEMO_UIDS.stunt;
const PLAYER = MOCK_USER.vanity;

export const ROUTE_EXAMPLES: readonly RouteExample[] = [
  { route: '/privacy', path: '/privacy', heading: 'Privacy policy' },
  { route: '/user/edit', path: '/user/edit', heading: 'Track of the Day' },
  { route: '/me', path: '/me', heading: 'My home' },
  { route: '/records', path: '/records', heading: 'My records' },
  { route: '/following', path: '/following', heading: 'Following' },
  { route: '/totd', path: '/totd', heading: 'Track of the Day' },
  { route: '/totd/:month', path: '/totd/2024-3', heading: 'Track of the Day' },
  { route: '/totd/leaderboard/today', path: '/totd/leaderboard/today', heading: 'Canyon Dirt #1' },
  {
    route: '/totd/leaderboard/:group/:mapUid',
    path: `/totd/leaderboard/Personal_Best/${MAP_UID}`,
    heading: 'Rally Canyon',
  },
  { route: '/cotd', path: '/cotd', heading: 'Cup of the Day' },
  { route: '/cotd/:id', path: '/cotd/200', heading: 'Cup of the Day 2020-11-11' },
  { route: '/campaigns', path: '/campaigns', heading: 'Campaigns' },
  { route: '/campaigns/:tab', path: '/campaigns/club', heading: 'Campaigns' },
  { route: '/campaigns/activity', path: '/campaigns/activity', heading: 'Campaign activity' },
  {
    route: '/campaigns/leaderboard/:group/:mapUid',
    path: `/campaigns/leaderboard/Personal_Best/${MAP_UID}`,
    heading: 'Rally Canyon',
  },
  { route: '/campaigns/:club/:campaign', path: '/campaigns/seasonal/1000', heading: /^Summer 2020 ?Official$/ },
  { route: '/leaderboard/:mapUid', path: `/leaderboard/${MAP_UID}`, heading: 'Rally Canyon' },
  {
    route: '/leaderboard/:group/:mapUid',
    path: `/leaderboard/Personal_Best/${DEMO_UIDS.hidden}`,
    heading: 'Tech Jump',
  },
  { route: '/rooms', path: '/rooms', heading: 'Club rooms' },
  {
    route: '/rooms/leaderboard/:mapUid',
    path: `/rooms/leaderboard/${MAP_UID}`,
    heading: 'Leaderboards of Rally Canyon',
  },
  { route: '/rooms/:club/:room', path: `/rooms/${CLUB_ID}/1`, heading: 'Sky Rally' },
  { route: '/clubs', path: '/clubs', heading: 'Clubs' },
  { route: '/clubs/:id', path: `/clubs/${CLUB_ID}`, heading: '[OP] Jump Drift' },
  { route: '/clubs/:id/:tab', path: `/clubs/${CLUB_ID}/activities`, heading: '[OP] Jump Drift' },
  { route: '/clubs/:id/members', path: `/clubs/${CLUB_ID}/members`, heading: '[OP] Jump Drift' },
  { route: '/clubs/:id/news/:activityId', path: `/clubs/${CLUB_ID}/news/${CLUB_ACTIVITY.news}`, heading: 'Sky Bob' },
  {
    route: '/clubs/:id/skins/:activityId',
    path: `/clubs/${CLUB_ID}/skins/${CLUB_ACTIVITY.skins}`,
    heading: 'Ice Quadro',
  },
  {
    route: '/clubs/:id/items/:activityId',
    path: `/clubs/${CLUB_ID}/items/${CLUB_ACTIVITY.items}`,
    heading: 'Canyon Drift',
  },
  { route: '/clubs/:id/maps/:activityId', path: `/clubs/${CLUB_ID}/maps/${CLUB_ACTIVITY.maps}`, heading: 'Tech Neon' },
  {
    route: '/clubs/:id/folder/:folderId',
    path: `/clubs/${CLUB_ID}/folder/${CLUB_ACTIVITY.folder}`,
    heading: 'Ride Wall',
  },
  { route: '/competitions', path: '/competitions', heading: 'Events' },
  { route: '/competitions/comp/:id', path: `/competitions/comp/${EVENT_ID}`, heading: 'Grand League' },
  {
    route: '/competitions/comp/:id?tab=teams',
    path: `/competitions/comp/${EVENT_ID}?tab=teams`,
    heading: 'Grand League',
  },
  // A round with challenge results: the widest table of the events on a phone.
  {
    route: '/competitions/comp/:id?round=',
    path: `/competitions/comp/${EVENT_ID}?round=${EVENT_CHALLENGE_ROUND}`,
    heading: 'Grand League',
  },
  { route: '/competitions/:id', path: `/competitions/${LEGACY_EVENT_ID}`, heading: 'Summer Masters 2021' },
  { route: '/player/:id', path: `/player/${PLAYER}`, heading: 'MockPilot' },
  { route: '/player/:id/2v2', path: `/player/${PLAYER}/2v2`, heading: 'MockPilot' },
  { route: '/player/:id/royal', path: `/player/${PLAYER}/royal`, heading: 'MockPilot' },
  { route: '/player/:id/trophies', path: `/player/${PLAYER}/trophies`, heading: 'MockPilot' },
  { route: '/player/:id/cotd', path: `/player/${PLAYER}/cotd`, heading: 'MockPilot' },
  { route: '/player/:id/recap/:year', path: `/player/${PLAYER}/recap/2026`, heading: 'MockPilot: 2026 in review' },
  {
    route: '/compare/:a/:b',
    path: `/compare/demo-team/${PLAYER}`,
    heading: '[TMF] Ulstoar34 (Team member) vs MockPilot',
  },
  { route: '/players', path: '/players?search=mockpilot', heading: 'Players' },
  { route: '/players/:group', path: '/players/team', heading: 'Players' },
  { route: '/top', path: '/top', heading: 'Rankings' },
  { route: '/top/:tab/:zoneId', path: '/top/trophies/z-fra', heading: 'Rankings' },
  { route: '/top/:tab', path: '/top/royal', heading: 'Rankings' },
  { route: '/matchmaking', path: '/matchmaking', heading: 'Rankings' },
  { route: '/matchmaking/:tab', path: '/matchmaking/royal', heading: 'Rankings' },
  { route: '/matches', path: '/matches', heading: 'Matches' },
  { route: '/matches/:tab', path: '/matches/3v3', heading: 'Matches' },
  { route: '/match/:lid', path: `/match/${SPECIAL_MATCHES.teamCompleted}`, heading: 'Ranked 2v2 - 8000035' },
  { route: '/ads', path: '/ads', heading: 'In-game ads' },
];
