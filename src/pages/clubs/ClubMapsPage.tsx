import { NotBuiltPage } from '../../app/NotBuiltPage';

// Placeholder until this page is built.
export function ClubMapsPage() {
  return <NotBuiltPage area="Club maps" />;
}
