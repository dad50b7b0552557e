import { lazy, type ComponentType, type ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Shell } from './shell/Shell';
import { RouteError } from './RouteError';
import { NotFoundPage } from './NotFoundPage';
import { NotBuiltPage } from './NotBuiltPage';
import { paths } from '../lib/paths';

/** A page module loaded on first use, so every route is its own chunk. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactElement {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return <Page />;
}

const notBuilt = (area: string): ReactElement => <NotBuiltPage area={area} />;

const privacy = lazyPage(() => import('../pages/privacy/PrivacyPage'), (m) => m.PrivacyPage);
const userEdit = lazyPage(() => import('../pages/user/UserEditPage'), (m) => m.UserEditPage);
const totd = lazyPage(() => import('../pages/totd/TotdPage'), (m) => m.TotdPage);
const cotd = lazyPage(() => import('../pages/cotd/CotdPage'), (m) => m.CotdPage);
const cup = lazyPage(() => import('../pages/cotd/CupPage'), (m) => m.CupPage);
const campaigns = lazyPage(() => import('../pages/campaigns/CampaignsPage'), (m) => m.CampaignsPage);
const leaderboard = lazyPage(() => import('../pages/leaderboard/LeaderboardPage'), (m) => m.LeaderboardPage);
const todayLeaderboard = lazyPage(() => import('../pages/leaderboard/TodayLeaderboardPage'), (m) => m.TodayLeaderboardPage);
const campaign = lazyPage(() => import('../pages/campaign/CampaignPage'), (m) => m.CampaignPage);
const campaignActivity = lazyPage(() => import('../pages/campaign/CampaignActivityPage'), (m) => m.CampaignActivityPage);
const matches = lazyPage(() => import('../pages/matches/MatchesPage'), (m) => m.MatchesPage);
const match = lazyPage(() => import('../pages/match/MatchPage'), (m) => m.MatchPage);
const ads = lazyPage(() => import('../pages/ads/AdsPage'), (m) => m.AdsPage);

/** Every route of the product, in one table. Static segments win over parameters (React Router ranks them). */
export const pageRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to={paths.totd()} replace /> },
  { path: '/privacy', element: privacy },
  { path: '/user/edit', element: userEdit },

  { path: '/totd', element: totd },
  { path: '/totd/today', element: totd },
  { path: '/totd/:month', element: totd },
  { path: '/totd/leaderboard/today', element: todayLeaderboard },
  { path: '/totd/leaderboard/:group/:mapUid', element: leaderboard },

  { path: '/cotd', element: cotd },
  { path: '/cotd/:id', element: cup },

  { path: '/campaigns', element: campaigns },
  { path: '/campaigns/:tab', element: campaigns },
  { path: '/campaigns/activity', element: campaignActivity },
  { path: '/campaigns/activity/:group', element: campaignActivity },
  { path: '/campaigns/leaderboard/:group/:mapUid', element: leaderboard },
  { path: '/campaigns/:club/:campaign', element: campaign },

  { path: '/leaderboard/:mapUid', element: leaderboard },
  { path: '/leaderboard/:group/:mapUid', element: leaderboard },

  { path: '/rooms', element: notBuilt('Club rooms') },
  { path: '/rooms/leaderboard/:mapUid', element: notBuilt('Club rooms') },
  { path: '/rooms/:club/:room', element: notBuilt('Club room') },

  { path: '/clubs', element: notBuilt('Clubs') },
  { path: '/clubs/:id', element: notBuilt('Club') },
  { path: '/clubs/:id/:tab', element: notBuilt('Club') },
  { path: '/clubs/:id/news/:activityId', element: notBuilt('Club news') },
  { path: '/clubs/:id/skins/:activityId', element: notBuilt('Club skins') },
  { path: '/clubs/:id/items/:activityId', element: notBuilt('Club items') },
  { path: '/clubs/:id/maps/:activityId', element: notBuilt('Club maps') },
  { path: '/clubs/:id/folder/:folderId', element: notBuilt('Club folder') },

  { path: '/competitions', element: notBuilt('Events') },
  { path: '/competitions/comp/:id', element: notBuilt('Event') },
  { path: '/competitions/:id', element: notBuilt('Event') },

  { path: '/player', element: <Navigate to={paths.players()} replace /> },
  { path: '/player/:id', element: notBuilt('Player') },
  { path: '/player/:id/:tab', element: notBuilt('Player') },
  { path: '/players', element: notBuilt('Players') },
  { path: '/players/:group', element: notBuilt('Players') },

  { path: '/top', element: notBuilt('Rankings') },
  { path: '/top/:tab', element: notBuilt('Rankings') },
  { path: '/top/:tab/:zoneId', element: notBuilt('Rankings') },
  { path: '/matchmaking', element: notBuilt('Rankings') },
  { path: '/matchmaking/:tab', element: notBuilt('Rankings') },

  { path: '/matches', element: matches },
  { path: '/matches/:tab', element: matches },
  { path: '/match', element: <Navigate to={paths.matches()} replace /> },
  { path: '/match/:lid', element: match },

  { path: '/ads', element: ads },

  { path: '*', element: <NotFoundPage /> },
];

/** The shell wraps every page; a pathless child holds the error boundary so the shell survives a page's crash. */
export function withShell(children: RouteObject[]): RouteObject[] {
  return [{ element: <Shell />, children: [{ errorElement: <RouteError />, children }] }];
}

export const routes = withShell(pageRoutes);
