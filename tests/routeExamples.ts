// One concrete path for every route of the spec, with data the mocked API has. The resilience matrix (vitest) and
// the accessibility walk (e2e/routes.spec.ts) both visit this list, so a new route is checked by adding it here.
import { DEMO_UIDS } from '../src/mocks/data/mapUids';
import { MOCK_USER } from '../src/mocks/data/mockUser';
import { SPECIAL_MATCHES } from '../src/mocks/data/matches';

export interface RouteExample {
  /** The route pattern, as in src/app/routes.tsx. */
  route: string;
  /** A path that fills it in. */
  path: string;
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
  { route: '/privacy', path: '/privacy' },
  { route: '/user/edit', path: '/user/edit' },
  { route: '/records', path: '/records' },
  { route: '/following', path: '/following' },
  { route: '/totd', path: '/totd' },
  { route: '/totd/:month', path: '/totd/2024-3' },
  { route: '/totd/leaderboard/today', path: '/totd/leaderboard/today' },
  { route: '/totd/leaderboard/:group/:mapUid', path: `/totd/leaderboard/Personal_Best/${MAP_UID}` },
  { route: '/cotd', path: '/cotd' },
  { route: '/cotd/:id', path: '/cotd/200' },
  { route: '/campaigns', path: '/campaigns' },
  { route: '/campaigns/:tab', path: '/campaigns/club' },
  { route: '/campaigns/activity', path: '/campaigns/activity' },
  { route: '/campaigns/leaderboard/:group/:mapUid', path: `/campaigns/leaderboard/Personal_Best/${MAP_UID}` },
  { route: '/campaigns/:club/:campaign', path: '/campaigns/seasonal/1000' },
  { route: '/leaderboard/:mapUid', path: `/leaderboard/${MAP_UID}` },
  { route: '/leaderboard/:group/:mapUid', path: `/leaderboard/Personal_Best/${DEMO_UIDS.hidden}` },
  { route: '/rooms', path: '/rooms' },
  { route: '/rooms/leaderboard/:mapUid', path: `/rooms/leaderboard/${MAP_UID}` },
  { route: '/rooms/:club/:room', path: `/rooms/${CLUB_ID}/1` },
  { route: '/clubs', path: '/clubs' },
  { route: '/clubs/:id', path: `/clubs/${CLUB_ID}` },
  { route: '/clubs/:id/:tab', path: `/clubs/${CLUB_ID}/activities` },
  { route: '/clubs/:id/members', path: `/clubs/${CLUB_ID}/members` },
  { route: '/clubs/:id/news/:activityId', path: `/clubs/${CLUB_ID}/news/${CLUB_ACTIVITY.news}` },
  { route: '/clubs/:id/skins/:activityId', path: `/clubs/${CLUB_ID}/skins/${CLUB_ACTIVITY.skins}` },
  { route: '/clubs/:id/items/:activityId', path: `/clubs/${CLUB_ID}/items/${CLUB_ACTIVITY.items}` },
  { route: '/clubs/:id/maps/:activityId', path: `/clubs/${CLUB_ID}/maps/${CLUB_ACTIVITY.maps}` },
  { route: '/clubs/:id/folder/:folderId', path: `/clubs/${CLUB_ID}/folder/${CLUB_ACTIVITY.folder}` },
  { route: '/competitions', path: '/competitions' },
  { route: '/competitions/comp/:id', path: `/competitions/comp/${EVENT_ID}` },
  { route: '/competitions/comp/:id?tab=teams', path: `/competitions/comp/${EVENT_ID}?tab=teams` },
  // A round with challenge results: the widest table of the events on a phone.
  { route: '/competitions/comp/:id?round=', path: `/competitions/comp/${EVENT_ID}?round=${EVENT_CHALLENGE_ROUND}` },
  { route: '/competitions/:id', path: `/competitions/${LEGACY_EVENT_ID}` },
  { route: '/player/:id', path: `/player/${PLAYER}` },
  { route: '/player/:id/2v2', path: `/player/${PLAYER}/2v2` },
  { route: '/player/:id/royal', path: `/player/${PLAYER}/royal` },
  { route: '/player/:id/trophies', path: `/player/${PLAYER}/trophies` },
  { route: '/player/:id/cotd', path: `/player/${PLAYER}/cotd` },
  { route: '/compare/:a/:b', path: `/compare/demo-team/${PLAYER}` },
  { route: '/players', path: '/players?search=mockpilot' },
  { route: '/players/:group', path: '/players/team' },
  { route: '/top', path: '/top' },
  { route: '/top/:tab/:zoneId', path: '/top/trophies/z-fra' },
  { route: '/top/:tab', path: '/top/royal' },
  { route: '/matchmaking', path: '/matchmaking' },
  { route: '/matchmaking/:tab', path: '/matchmaking/royal' },
  { route: '/matches', path: '/matches' },
  { route: '/matches/:tab', path: '/matches/3v3' },
  { route: '/match/:lid', path: `/match/${SPECIAL_MATCHES.teamCompleted}` },
  { route: '/ads', path: '/ads' },
];
