import { NotBuiltPage } from '../../app/NotBuiltPage';

// Placeholder until this page is built.
export function RoomsPage() {
  return <NotBuiltPage area="Club rooms" />;
}
