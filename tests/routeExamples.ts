// One concrete path for every route of the spec, with data the mocked API has. The resilience matrix (vitest) and
// the accessibility walk (e2e/routes.spec.ts) both visit this list, so a new route is checked by adding it here.
import { DEMO_UIDS } from '../src/mocks/data/mapUids';
import { MOCK_USER } from '../src/mocks/data/mockUser';

export interface RouteExample {
  /** The route pattern, as in src/app/routes.tsx. */
  route: string;
  /** A path that fills it in. */
  path: string;
}

const CLUB_ID = 10_000;
const MAP_UID = DEMO_UIDS.stunt;

export const ROUTE_EXAMPLES: readonly RouteExample[] = [
  { route: '/privacy', path: '/privacy' },
  { route: '/totd', path: '/totd' },
  { route: '/totd/:month', path: '/totd/2024-3' },
  { route: '/totd/leaderboard/today', path: '/totd/leaderboard/today' },
  { route: '/totd/leaderboard/:group/:mapUid', path: `/totd/leaderboard/Personal_Best/${MAP_UID}` },
  { route: '/cotd', path: '/cotd' },
  { route: '/cotd/:id', path: '/cotd/200' },
  { route: '/campaigns', path: '/campaigns' },
  { route: '/campaigns/:tab', path: '/campaigns/club' },
  { route: '/campaigns/activity', path: '/campaigns/activity' },
  { route: '/campaigns/:club/:campaign', path: '/campaigns/seasonal/1000' },
  { route: '/leaderboard/:mapUid', path: `/leaderboard/${MAP_UID}` },
  { route: '/rooms', path: '/rooms' },
  { route: '/rooms/leaderboard/:mapUid', path: `/rooms/leaderboard/${MAP_UID}` },
  { route: '/rooms/:club/:room', path: `/rooms/${CLUB_ID}/1` },
  { route: '/clubs', path: '/clubs' },
  { route: '/clubs/:id', path: `/clubs/${CLUB_ID}` },
  { route: '/clubs/:id/:tab', path: `/clubs/${CLUB_ID}/activities` },
  { route: '/competitions', path: '/competitions' },
  { route: '/player/:id', path: `/player/${MOCK_USER.vanity}` },
  { route: '/player/:id/:tab', path: `/player/${MOCK_USER.vanity}/cotd` },
  { route: '/players', path: '/players' },
  { route: '/players/:group', path: '/players/team' },
  { route: '/top', path: '/top' },
  { route: '/matchmaking', path: '/matchmaking' },
  { route: '/matches', path: '/matches' },
  { route: '/match/:lid', path: '/match/LID-MTCH-m500000abcdefgh' },
  { route: '/ads', path: '/ads' },
];
