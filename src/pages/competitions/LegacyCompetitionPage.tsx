import { NotBuiltPage } from '../../app/NotBuiltPage';

// Placeholder until this page is built.
export function LegacyCompetitionPage() {
  return <NotBuiltPage area="Event" />;
}
