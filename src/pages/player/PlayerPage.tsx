import { NotBuiltPage } from '../../app/NotBuiltPage';

// Placeholder until this page is built.
export function PlayerPage() {
  return <NotBuiltPage area="Player" />;
}
