import { NotBuiltPage } from '../../app/NotBuiltPage';

// Placeholder until this page is built.
export function CompetitionsPage() {
  return <NotBuiltPage area="Events" />;
}
