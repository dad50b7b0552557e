import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchBox } from '../../components/SearchBox';
import { SearchedList } from '../../components/SearchedList';
import { useSearchParam } from '../../components/useSearchParam';
import { UnreadNote } from '../../components/UnreadNote';
import { mergeByKey } from '../../lib/mergeByKey';
import { DATA_API_DOWN_HINT } from '../../lib/site';
import { roomQueries } from './api';
import { RoomTable } from './RoomTable';

/** Search, the table, Load more, and what went wrong if anything did. */
export function RoomList() {
  const [search, setSearch] = useSearchParam();
  const query = useInfiniteQuery(roomQueries.list(search));
  const lists = (query.data?.pages ?? []).map((page) => page.rooms);
  const rooms = mergeByKey(lists.map((list) => list.items), (room) => room.id);

  return (
    <>
      <SearchBox
        value={search}
        onSearch={setSearch}
        id="room-search"
        label="Search rooms"
        placeholder="Room name"
        className="field room-search"
        buttonAriaLabel="Clear search"
      />
      <SearchedList
        query={query}
        count={rooms.length}
        search={search}
        loadingLabel="Loading rooms…"
        empty="No rooms found."
        noMatch={(text) => `No room matches “${text}”.`}
        errorTitle={{ first: 'Could not load the rooms', more: 'More rooms could not be loaded' }}
        errorHint={<p>{query.isFetchNextPageError ? 'Load more tries again.' : DATA_API_DOWN_HINT}</p>}
      >
        <RoomTable rooms={rooms} />
      </SearchedList>
      <UnreadNote lists={lists} one="room" />
    </>
  );
}
