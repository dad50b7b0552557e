import { NotBuiltPage } from '../../app/NotBuiltPage';

// Replaced by the real page as the area is built.
export function CupPage() {
  return <NotBuiltPage area="Cup of the Day" />;
}
