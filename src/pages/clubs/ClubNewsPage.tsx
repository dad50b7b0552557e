import { NotBuiltPage } from '../../app/NotBuiltPage';

// Placeholder until this page is built.
export function ClubNewsPage() {
  return <NotBuiltPage area="Club news" />;
}
