import { NotBuiltPage } from '../../app/NotBuiltPage';

// Placeholder until this page is built.
export function CompetitionPage() {
  return <NotBuiltPage area="Event" />;
}
