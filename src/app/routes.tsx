import { Navigate, type RouteObject } from 'react-router-dom';
import { Shell } from './shell/Shell';
import { PageBoundary } from './PageBoundary';
import { retriableLazy } from '../components/retriableLazy';
import { paths } from '../lib/paths';

const PrivacyPage = retriableLazy(() => import('../pages/privacy/PrivacyPage').then((m) => m.PrivacyPage));
const UserEditPage = retriableLazy(() => import('../pages/user/UserEditPage').then((m) => m.UserEditPage));
const TotdPage = retriableLazy(() => import('../pages/totd/TotdPage').then((m) => m.TotdPage));
const CotdPage = retriableLazy(() => import('../pages/cotd/CotdPage').then((m) => m.CotdPage));
const CupPage = retriableLazy(() => import('../pages/cotd/CupPage').then((m) => m.CupPage));
const CampaignsPage = retriableLazy(() => import('../pages/campaigns/CampaignsPage').then((m) => m.CampaignsPage));
const LeaderboardPage = retriableLazy(() => import('../pages/leaderboard/LeaderboardPage').then((m) => m.LeaderboardPage));
const TodayLeaderboardPage = retriableLazy(() => import('../pages/leaderboard/TodayLeaderboardPage').then((m) => m.TodayLeaderboardPage));
const CampaignPage = retriableLazy(() => import('../pages/campaign/CampaignPage').then((m) => m.CampaignPage));
const CampaignActivityPage = retriableLazy(() => import('../pages/campaign/CampaignActivityPage').then((m) => m.CampaignActivityPage));
const MatchesPage = retriableLazy(() => import('../pages/matches/MatchesPage').then((m) => m.MatchesPage));
const MatchPage = retriableLazy(() => import('../pages/match/MatchPage').then((m) => m.MatchPage));
const AdsPage = retriableLazy(() => import('../pages/ads/AdsPage').then((m) => m.AdsPage));
const RoomsPage = retriableLazy(() => import('../pages/rooms/RoomsPage').then((m) => m.RoomsPage));
const RoomPage = retriableLazy(() => import('../pages/rooms/RoomPage').then((m) => m.RoomPage));
const RoomLeaderboardPage = retriableLazy(() => import('../pages/rooms/RoomLeaderboardPage').then((m) => m.RoomLeaderboardPage));
const ClubsPage = retriableLazy(() => import('../pages/clubs/ClubsPage').then((m) => m.ClubsPage));
const ClubPage = retriableLazy(() => import('../pages/clubs/ClubPage').then((m) => m.ClubPage));
const ClubNewsPage = retriableLazy(() => import('../pages/clubs/ClubNewsPage').then((m) => m.ClubNewsPage));
const ClubSkinsPage = retriableLazy(() => import('../pages/clubs/ClubSkinsPage').then((m) => m.ClubSkinsPage));
const ClubItemsPage = retriableLazy(() => import('../pages/clubs/ClubItemsPage').then((m) => m.ClubItemsPage));
const ClubMapsPage = retriableLazy(() => import('../pages/clubs/ClubMapsPage').then((m) => m.ClubMapsPage));
const ClubFolderPage = retriableLazy(() => import('../pages/clubs/ClubFolderPage').then((m) => m.ClubFolderPage));
const CompetitionsPage = retriableLazy(() => import('../pages/competitions/CompetitionsPage').then((m) => m.CompetitionsPage));
const CompetitionPage = retriableLazy(() => import('../pages/competitions/CompetitionPage').then((m) => m.CompetitionPage));
const LegacyCompetitionPage = retriableLazy(() => import('../pages/competitions/LegacyCompetitionPage').then((m) => m.LegacyCompetitionPage));
const PlayerPage = retriableLazy(() => import('../pages/player/PlayerPage').then((m) => m.PlayerPage));
const PlayersPage = retriableLazy(() => import('../pages/players/PlayersPage').then((m) => m.PlayersPage));
const ComparePage = retriableLazy(() => import('../pages/compare/ComparePage').then((m) => m.ComparePage));
const TopPage = retriableLazy(() => import('../pages/top/TopPage').then((m) => m.TopPage));
const RecordsPage = retriableLazy(() => import('../pages/records/RecordsPage').then((m) => m.RecordsPage));
const FollowingPage = retriableLazy(() => import('../pages/following/FollowingPage').then((m) => m.FollowingPage));
// A mistyped address is rare: its page loads when needed rather than with the app.
const NotFoundPage = retriableLazy(() => import('./NotFoundPage').then((m) => m.NotFoundPage));

/** Every route of the product, in one table. Static segments win over parameters (React Router ranks them). */
export const pageRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to={paths.totd()} replace /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/user/edit', element: <UserEditPage /> },
  { path: '/records', element: <RecordsPage /> },
  { path: '/following', element: <FollowingPage /> },

  { path: '/totd', element: <TotdPage /> },
  { path: '/totd/today', element: <TotdPage /> },
  { path: '/totd/:month', element: <TotdPage /> },
  { path: '/totd/leaderboard/today', element: <TodayLeaderboardPage /> },
  { path: '/totd/leaderboard/:group/:mapUid', element: <LeaderboardPage /> },

  { path: '/cotd', element: <CotdPage /> },
  { path: '/cotd/:id', element: <CupPage /> },

  { path: '/campaigns', element: <CampaignsPage /> },
  { path: '/campaigns/:tab', element: <CampaignsPage /> },
  { path: '/campaigns/activity', element: <CampaignActivityPage /> },
  { path: '/campaigns/activity/:group', element: <CampaignActivityPage /> },
  { path: '/campaigns/leaderboard/:group/:mapUid', element: <LeaderboardPage /> },
  { path: '/campaigns/:club/:campaign', element: <CampaignPage /> },

  // /leaderboard alone names no map: today's Track of the Day is the one everybody looks for.
  { path: '/leaderboard', element: <Navigate to={paths.totdLeaderboardToday()} replace /> },
  { path: '/leaderboard/:mapUid', element: <LeaderboardPage /> },
  { path: '/leaderboard/:group/:mapUid', element: <LeaderboardPage /> },

  { path: '/rooms', element: <RoomsPage /> },
  { path: '/rooms/leaderboard/:mapUid', element: <RoomLeaderboardPage /> },
  { path: '/rooms/:club/:room', element: <RoomPage /> },

  { path: '/clubs', element: <ClubsPage /> },
  { path: '/clubs/:id', element: <ClubPage /> },
  { path: '/clubs/:id/:tab', element: <ClubPage /> },
  { path: '/clubs/:id/news/:activityId', element: <ClubNewsPage /> },
  { path: '/clubs/:id/skins/:activityId', element: <ClubSkinsPage /> },
  { path: '/clubs/:id/items/:activityId', element: <ClubItemsPage /> },
  { path: '/clubs/:id/maps/:activityId', element: <ClubMapsPage /> },
  { path: '/clubs/:id/folder/:folderId', element: <ClubFolderPage /> },

  { path: '/competitions', element: <CompetitionsPage /> },
  { path: '/competitions/comp/:id', element: <CompetitionPage /> },
  { path: '/competitions/:id', element: <LegacyCompetitionPage /> },

  { path: '/player', element: <Navigate to={paths.players()} replace /> },
  { path: '/player/:id', element: <PlayerPage /> },
  { path: '/player/:id/:tab', element: <PlayerPage /> },
  { path: '/compare/:a/:b', element: <ComparePage /> },
  { path: '/players', element: <PlayersPage /> },
  { path: '/players/:group', element: <PlayersPage /> },

  { path: '/top', element: <TopPage /> },
  { path: '/top/:tab', element: <TopPage /> },
  { path: '/top/:tab/:zoneId', element: <TopPage /> },
  { path: '/matchmaking', element: <TopPage /> },
  { path: '/matchmaking/:tab', element: <TopPage /> },

  { path: '/matches', element: <MatchesPage /> },
  { path: '/matches/:tab', element: <MatchesPage /> },
  { path: '/match', element: <Navigate to={paths.matches()} replace /> },
  { path: '/match/:lid', element: <MatchPage /> },

  { path: '/ads', element: <AdsPage /> },

  { path: '*', element: <NotFoundPage /> },
];

/** The shell wraps every page; a pathless child holds the error boundary so the shell survives a page's crash. */
export function withShell(children: RouteObject[]): RouteObject[] {
  return [{ element: <Shell />, children: [{ element: <PageBoundary />, children }] }];
}

export const routes = withShell(pageRoutes);
