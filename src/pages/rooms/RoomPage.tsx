import { NotBuiltPage } from '../../app/NotBuiltPage';

// Placeholder until this page is built.
export function RoomPage() {
  return <NotBuiltPage area="Club room" />;
}
