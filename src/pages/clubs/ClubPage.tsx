import { NotBuiltPage } from '../../app/NotBuiltPage';

// Placeholder until this page is built.
export function ClubPage() {
  return <NotBuiltPage area="Club" />;
}
