import { Navigate, type RouteObject } from 'react-router-dom';
import { Shell } from './shell/Shell';
import { PageBoundary } from './PageBoundary';
import { lazyPage } from './lazyPage';
import { paths } from '../lib/paths';

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
const rooms = lazyPage(() => import('../pages/rooms/RoomsPage'), (m) => m.RoomsPage);
const room = lazyPage(() => import('../pages/rooms/RoomPage'), (m) => m.RoomPage);
const roomLeaderboard = lazyPage(() => import('../pages/rooms/RoomLeaderboardPage'), (m) => m.RoomLeaderboardPage);
const clubs = lazyPage(() => import('../pages/clubs/ClubsPage'), (m) => m.ClubsPage);
const club = lazyPage(() => import('../pages/clubs/ClubPage'), (m) => m.ClubPage);
const clubNews = lazyPage(() => import('../pages/clubs/ClubNewsPage'), (m) => m.ClubNewsPage);
const clubSkins = lazyPage(() => import('../pages/clubs/ClubSkinsPage'), (m) => m.ClubSkinsPage);
const clubItems = lazyPage(() => import('../pages/clubs/ClubItemsPage'), (m) => m.ClubItemsPage);
const clubMaps = lazyPage(() => import('../pages/clubs/ClubMapsPage'), (m) => m.ClubMapsPage);
const clubFolder = lazyPage(() => import('../pages/clubs/ClubFolderPage'), (m) => m.ClubFolderPage);
const competitions = lazyPage(() => import('../pages/competitions/CompetitionsPage'), (m) => m.CompetitionsPage);
const competition = lazyPage(() => import('../pages/competitions/CompetitionPage'), (m) => m.CompetitionPage);
const legacyCompetition = lazyPage(() => import('../pages/competitions/LegacyCompetitionPage'), (m) => m.LegacyCompetitionPage);
const player = lazyPage(() => import('../pages/player/PlayerPage'), (m) => m.PlayerPage);
const players = lazyPage(() => import('../pages/players/PlayersPage'), (m) => m.PlayersPage);
const compare = lazyPage(() => import('../pages/compare/ComparePage'), (m) => m.ComparePage);
const top = lazyPage(() => import('../pages/top/TopPage'), (m) => m.TopPage);
const records = lazyPage(() => import('../pages/records/RecordsPage'), (m) => m.RecordsPage);
const following = lazyPage(() => import('../pages/following/FollowingPage'), (m) => m.FollowingPage);
// A mistyped address is rare: its page loads when needed rather than with the app.
const notFound = lazyPage(() => import('./NotFoundPage'), (m) => m.NotFoundPage);

/** Every route of the product, in one table. Static segments win over parameters (React Router ranks them). */
export const pageRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to={paths.totd()} replace /> },
  { path: '/privacy', element: privacy },
  { path: '/user/edit', element: userEdit },
  { path: '/records', element: records },
  { path: '/following', element: following },

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

  // /leaderboard alone names no map: today's Track of the Day is the one everybody looks for.
  { path: '/leaderboard', element: <Navigate to={paths.totdLeaderboardToday()} replace /> },
  { path: '/leaderboard/:mapUid', element: leaderboard },
  { path: '/leaderboard/:group/:mapUid', element: leaderboard },

  { path: '/rooms', element: rooms },
  { path: '/rooms/leaderboard/:mapUid', element: roomLeaderboard },
  { path: '/rooms/:club/:room', element: room },

  { path: '/clubs', element: clubs },
  { path: '/clubs/:id', element: club },
  { path: '/clubs/:id/:tab', element: club },
  { path: '/clubs/:id/news/:activityId', element: clubNews },
  { path: '/clubs/:id/skins/:activityId', element: clubSkins },
  { path: '/clubs/:id/items/:activityId', element: clubItems },
  { path: '/clubs/:id/maps/:activityId', element: clubMaps },
  { path: '/clubs/:id/folder/:folderId', element: clubFolder },

  { path: '/competitions', element: competitions },
  { path: '/competitions/comp/:id', element: competition },
  { path: '/competitions/:id', element: legacyCompetition },

  { path: '/player', element: <Navigate to={paths.players()} replace /> },
  { path: '/player/:id', element: player },
  { path: '/player/:id/:tab', element: player },
  { path: '/compare/:a/:b', element: compare },
  { path: '/players', element: players },
  { path: '/players/:group', element: players },

  { path: '/top', element: top },
  { path: '/top/:tab', element: top },
  { path: '/top/:tab/:zoneId', element: top },
  { path: '/matchmaking', element: top },
  { path: '/matchmaking/:tab', element: top },

  { path: '/matches', element: matches },
  { path: '/matches/:tab', element: matches },
  { path: '/match', element: <Navigate to={paths.matches()} replace /> },
  { path: '/match/:lid', element: match },

  { path: '/ads', element: ads },

  { path: '*', element: notFound },
];

/** The shell wraps every page; a pathless child holds the error boundary so the shell survives a page's crash. */
export function withShell(children: RouteObject[]): RouteObject[] {
  return [{ element: <Shell />, children: [{ element: <PageBoundary />, children }] }];
}

export const routes = withShell(pageRoutes);
