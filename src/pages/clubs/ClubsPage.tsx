import { NotBuiltPage } from '../../app/NotBuiltPage';

// Placeholder until this page is built.
export function ClubsPage() {
  return <NotBuiltPage area="Clubs" />;
}
