import { NotBuiltPage } from '../../app/NotBuiltPage';

// Replaced by the real page as the area is built.
export function CotdPage() {
  return <NotBuiltPage area="Cup of the Day" />;
}
