import { NotBuiltPage } from '../../app/NotBuiltPage';

// Placeholder until this page is built.
export function PlayersPage() {
  return <NotBuiltPage area="Players" />;
}
