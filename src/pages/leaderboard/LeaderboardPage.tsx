import { NotBuiltPage } from '../../app/NotBuiltPage';

// Replaced by the real page as the area is built.
export function LeaderboardPage() {
  return <NotBuiltPage area="Map leaderboard" />;
}
