import { NotBuiltPage } from '../../app/NotBuiltPage';

// Placeholder until this page is built.
export function RoomLeaderboardPage() {
  return <NotBuiltPage area="Club rooms" />;
}
