import { useTitle } from '../../components/useTitle';
import { RoomList } from './RoomList';
import './rooms.scss';

const TITLE = 'Club rooms';

/** /rooms: every club room, busiest first, searchable by name. */
export function RoomsPage() {
  useTitle(TITLE);
  return (
    <section>
      <h1 className="title">{TITLE}</h1>
      <RoomList />
    </section>
  );
}
