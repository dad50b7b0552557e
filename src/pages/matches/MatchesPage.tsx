import { NotBuiltPage } from '../../app/NotBuiltPage';

// Replaced by the real page as the area is built.
export function MatchesPage() {
  return <NotBuiltPage area="Matches" />;
}
