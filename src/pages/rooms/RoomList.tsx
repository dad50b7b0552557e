import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchableList } from '../../components/SearchableList';
import { useSearchParam } from '../../components/useSearchParam';
import { UnreadNote } from '../../components/UnreadNote';
import { mergePagedLists } from '../../lib/mergeByKey';
import { DATA_API_DOWN_HINT } from '../../lib/site';
import { roomQueries } from '../../data/rooms';
import { RoomTable } from './RoomTable';

/** Search, the table, Load more, and what went wrong if anything did. */
export function RoomList() {
  const search = useSearchParam();
  const query = useInfiniteQuery(roomQueries.list(search[0]));
  const { lists, items: rooms } = mergePagedLists(
    query.data?.pages,
    (page) => page.rooms,
    (room) => room.id,
  );

  return (
    <>
      <SearchableList
        noun={{ one: 'room', many: 'rooms' }}
        search={search}
        placeholder="Room name"
        clearLabel="Clear search"
        query={query}
        count={rooms.length}
        empty="No rooms found."
        errorTitle={{ first: 'Could not load the rooms', more: 'More rooms could not be loaded' }}
        errorHint={<p>{query.isFetchNextPageError ? 'Load more tries again.' : DATA_API_DOWN_HINT}</p>}
      >
        <RoomTable rooms={rooms} />
      </SearchableList>
      <UnreadNote lists={lists} one="room" />
    </>
  );
}
