import { NotBuiltPage } from '../../app/NotBuiltPage';

// Placeholder until this page is built.
export function TopPage() {
  return <NotBuiltPage area="Rankings" />;
}
