import { NotBuiltPage } from '../../app/NotBuiltPage';

// Placeholder until this page is built.
export function ClubSkinsPage() {
  return <NotBuiltPage area="Club skins" />;
}
