import { NotBuiltPage } from '../../app/NotBuiltPage';

// Placeholder until this page is built.
export function ClubFolderPage() {
  return <NotBuiltPage area="Club folder" />;
}
