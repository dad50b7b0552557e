import { useCallback } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ErrorBox } from '../../components/ErrorBox';
import { QueryLoadMore } from '../../components/LoadMoreButton';
import { ProgressBar } from '../../components/ProgressBar';
import { listOf } from '../../lib/listOf';
import { mergeByKey } from '../../lib/mergeByKey';
import { DATA_API_DOWN_HINT } from '../../lib/site';
import { roomQueries } from './api';
import { RoomSearch } from './RoomSearch';
import { RoomTable } from './RoomTable';

const SEARCH_PARAM = 'search';

/** The search, kept in the address so a reload or a shared link shows the same results. */
function useSearchParam(): [string, (search: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = (params.get(SEARCH_PARAM) ?? '').trim();
  const setSearch = useCallback(
    (next: string) => {
      // Replace, not push: every pause in the typing would otherwise add a history entry.
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next === '') updated.delete(SEARCH_PARAM);
          else updated.set(SEARCH_PARAM, next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [search, setSearch];
}

/** Search, the table, Load more, and what went wrong if anything did. */
export function RoomList() {
  const [search, setSearch] = useSearchParam();
  const query = useInfiniteQuery(roomQueries.list(search));
  const rooms = mergeByKey((query.data?.pages ?? []).map((page) => listOf(page.rooms)), (room) => room.id);

  return (
    <>
      <RoomSearch value={search} onSearch={setSearch} />
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
