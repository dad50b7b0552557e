import { NotBuiltPage } from '../../app/NotBuiltPage';

// Placeholder until this page is built.
export function ClubItemsPage() {
  return <NotBuiltPage area="Club items" />;
}
