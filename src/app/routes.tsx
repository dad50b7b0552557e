import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Shell } from './shell/Shell';
import { PageBoundary } from './PageBoundary';
import { HomeRedirect } from './HomeRedirect';
import { retriableLazy } from '../components/retriableLazy';
import { paths } from '../lib/paths';

/** A page of the route table: its module's named export, loaded when first shown (and again after a failed load). */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): ComponentType {
  return retriableLazy(() => load().then((module) => module[name]));
}

const PrivacyPage = page(() => import('../pages/privacy/PrivacyPage'), 'PrivacyPage');
const UserEditPage = page(() => import('../pages/user/UserEditPage'), 'UserEditPage');
const TotdPage = page(() => import('../pages/totd/TotdPage'), 'TotdPage');
const CotdPage = page(() => import('../pages/cotd/CotdPage'), 'CotdPage');
const CupPage = page(() => import('../pages/cotd/CupPage'), 'CupPage');
const CampaignsPage = page(() => import('../pages/campaigns/CampaignsPage'), 'CampaignsPage');
const LeaderboardPage = page(() => import('../pages/leaderboard/LeaderboardPage'), 'LeaderboardPage');
const TodayLeaderboardPage = page(() => import('../pages/leaderboard/TodayLeaderboardPage'), 'TodayLeaderboardPage');
const CampaignPage = page(() => import('../pages/campaign/CampaignPage'), 'CampaignPage');
const CampaignActivityPage = page(() => import('../pages/campaign/CampaignActivityPage'), 'CampaignActivityPage');
const MatchesPage = page(() => import('../pages/matches/MatchesPage'), 'MatchesPage');
const MatchPage = page(() => import('../pages/match/MatchPage'), 'MatchPage');
const AdsPage = page(() => import('../pages/ads/AdsPage'), 'AdsPage');
const RoomsPage = page(() => import('../pages/rooms/RoomsPage'), 'RoomsPage');
const RoomPage = page(() => import('../pages/rooms/RoomPage'), 'RoomPage');
const RoomLeaderboardPage = page(() => import('../pages/rooms/RoomLeaderboardPage'), 'RoomLeaderboardPage');
const ClubsPage = page(() => import('../pages/clubs/ClubsPage'), 'ClubsPage');
const ClubPage = page(() => import('../pages/clubs/ClubPage'), 'ClubPage');
const ClubNewsPage = page(() => import('../pages/clubs/ClubNewsPage'), 'ClubNewsPage');
const ClubSkinsPage = page(() => import('../pages/clubs/ClubSkinsPage'), 'ClubSkinsPage');
const ClubItemsPage = page(() => import('../pages/clubs/ClubItemsPage'), 'ClubItemsPage');
const ClubMapsPage = page(() => import('../pages/clubs/ClubMapsPage'), 'ClubMapsPage');
const ClubFolderPage = page(() => import('../pages/clubs/ClubFolderPage'), 'ClubFolderPage');
const CompetitionsPage = page(() => import('../pages/competitions/CompetitionsPage'), 'CompetitionsPage');
const CompetitionPage = page(() => import('../pages/competitions/CompetitionPage'), 'CompetitionPage');
const LegacyCompetitionPage = page(
  () => import('../pages/competitions/LegacyCompetitionPage'),
  'LegacyCompetitionPage',
);
const PlayerPage = page(() => import('../pages/player/PlayerPage'), 'PlayerPage');
const RecapPage = page(() => import('../pages/player/recap/RecapPage'), 'RecapPage');
const PlayersPage = page(() => import('../pages/players/PlayersPage'), 'PlayersPage');
const ComparePage = page(() => import('../pages/compare/ComparePage'), 'ComparePage');
const TopPage = page(() => import('../pages/top/TopPage'), 'TopPage');
const RecordsPage = page(() => import('../pages/records/RecordsPage'), 'RecordsPage');
const MePage = page(() => import('../pages/me/MePage'), 'MePage');
const FollowingPage = page(() => import('../pages/following/FollowingPage'), 'FollowingPage');
// A mistyped address is rare: its page loads when needed rather than with the app.
const NotFoundPage = page(() => import('./NotFoundPage'), 'NotFoundPage');

/** Every route of the product, in one table. Static segments win over parameters (React Router ranks them). */
export const pageRoutes: RouteObject[] = [
  { path: '/', Component: HomeRedirect },
  { path: '/privacy', Component: PrivacyPage },
  { path: '/user/edit', Component: UserEditPage },
  { path: '/me', Component: MePage },
  { path: '/records', Component: RecordsPage },
  { path: '/following', Component: FollowingPage },

  { path: '/totd', Component: TotdPage },
  { path: '/totd/today', Component: TotdPage },
  { path: '/totd/:month', Component: TotdPage },
  { path: '/totd/leaderboard/today', Component: TodayLeaderboardPage },
  { path: '/totd/leaderboard/:group/:mapUid', Component: LeaderboardPage },

  { path: '/cotd', Component: CotdPage },
  { path: '/cotd/:id', Component: CupPage },

  { path: '/campaigns', Component: CampaignsPage },
  { path: '/campaigns/:tab', Component: CampaignsPage },
  { path: '/campaigns/activity', Component: CampaignActivityPage },
  { path: '/campaigns/activity/:group', Component: CampaignActivityPage },
  { path: '/campaigns/leaderboard/:group/:mapUid', Component: LeaderboardPage },
  { path: '/campaigns/:club/:campaign', Component: CampaignPage },

  // /leaderboard alone names no map: today's Track of the Day is the one everybody looks for.
  { path: '/leaderboard', element: <Navigate to={paths.totdLeaderboardToday()} replace /> },
  { path: '/leaderboard/:mapUid', Component: LeaderboardPage },
  { path: '/leaderboard/:group/:mapUid', Component: LeaderboardPage },

  { path: '/rooms', Component: RoomsPage },
  { path: '/rooms/leaderboard/:mapUid', Component: RoomLeaderboardPage },
  { path: '/rooms/:club/:room', Component: RoomPage },

  { path: '/clubs', Component: ClubsPage },
  { path: '/clubs/:id', Component: ClubPage },
  { path: '/clubs/:id/:tab', Component: ClubPage },
  { path: '/clubs/:id/news/:activityId', Component: ClubNewsPage },
  { path: '/clubs/:id/skins/:activityId', Component: ClubSkinsPage },
  { path: '/clubs/:id/items/:activityId', Component: ClubItemsPage },
  { path: '/clubs/:id/maps/:activityId', Component: ClubMapsPage },
  { path: '/clubs/:id/folder/:folderId', Component: ClubFolderPage },

  { path: '/competitions', Component: CompetitionsPage },
  { path: '/competitions/comp/:id', Component: CompetitionPage },
  { path: '/competitions/:id', Component: LegacyCompetitionPage },

  { path: '/player', element: <Navigate to={paths.players()} replace /> },
  { path: '/player/:id', Component: PlayerPage },
  { path: '/player/:id/:tab', Component: PlayerPage },
  { path: '/player/:id/recap/:year', Component: RecapPage },
  { path: '/compare/:a/:b', Component: ComparePage },
  { path: '/players', Component: PlayersPage },
  { path: '/players/:group', Component: PlayersPage },

  { path: '/top', Component: TopPage },
  { path: '/top/:tab', Component: TopPage },
  { path: '/top/:tab/:zoneId', Component: TopPage },
  { path: '/matchmaking', Component: TopPage },
  { path: '/matchmaking/:tab', Component: TopPage },

  { path: '/matches', Component: MatchesPage },
  { path: '/matches/:tab', Component: MatchesPage },
  { path: '/match', element: <Navigate to={paths.matches()} replace /> },
  { path: '/match/:lid', Component: MatchPage },

  { path: '/ads', Component: AdsPage },

  { path: '*', Component: NotFoundPage },
];

/** The shell wraps every page; a pathless child holds the error boundary so the shell survives a page's crash. */
export function withShell(children: RouteObject[]): RouteObject[] {
  return [{ Component: Shell, children: [{ Component: PageBoundary, children }] }];
}

export const routes = withShell(pageRoutes);
