import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorBox } from '../../components/ErrorBox';
import { QueryLoadMore } from '../../components/LoadMoreButton';
import { ProgressBar } from '../../components/ProgressBar';
import { SearchBox } from '../../components/SearchBox';
import { useSearchParam } from '../../components/useSearchParam';
import { listOf } from '../../lib/listOf';
import { mergeByKey } from '../../lib/mergeByKey';
import { DATA_API_DOWN_HINT } from '../../lib/site';
import { roomQueries } from './api';
import { RoomTable } from './RoomTable';

/** Search, the table, Load more, and what went wrong if anything did. */
export function RoomList() {
  const [search, setSearch] = useSearchParam();
  const query = useInfiniteQuery(roomQueries.list(search));
  const rooms = mergeByKey((query.data?.pages ?? []).map((page) => listOf(page.rooms)), (room) => room.id);

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
      {query.isPending && <ProgressBar label="Loading rooms…" />}
      {query.isSuccess && rooms.length === 0 && (
        <p className="notification" role="status">
          {search === '' ? 'No rooms found.' : `No room matches “${search}”.`}
        </p>
      )}
      {rooms.length > 0 && <RoomTable rooms={rooms} />}
      {/* Below the rows, next to Load more: a failed next page is reported where the person is looking. */}
      {query.isError && (
        <ErrorBox
          title={query.isFetchNextPageError ? 'More rooms could not be loaded' : 'Could not load the rooms'}
          error={query.error}
        >
          <p>{query.isFetchNextPageError ? 'Load more tries again.' : DATA_API_DOWN_HINT}</p>
        </ErrorBox>
      )}
      <QueryLoadMore query={query} />
    </>
  );
}
