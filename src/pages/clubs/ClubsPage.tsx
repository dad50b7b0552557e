import { useCallback } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ErrorBox } from '../../components/ErrorBox';
import { QueryLoadMore } from '../../components/LoadMoreButton';
import { ProgressBar } from '../../components/ProgressBar';
import { useTitle } from '../../components/useTitle';
import { listOf } from '../../lib/listOf';
import { mergeByKey } from '../../lib/mergeByKey';
import { clubQueries } from './api';
import { ClubSearch } from './ClubSearch';
import { ClubTable } from './ClubTable';
import './clubs.scss';

const SEARCH_PARAM = 'search';

/** The search lives in the address (?search=), so a reload or a shared link shows the same results. */
function useSearchParam(): [string, (search: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = (params.get(SEARCH_PARAM) ?? '').trim();
  const setSearch = useCallback(
    (next: string) => {
      // Replace, not push: each pause in the typing would otherwise add a history entry.
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

/** /clubs: every club, most popular first, with a search. */
export function ClubsPage() {
  useTitle('Clubs');
  const [search, setSearch] = useSearchParam();
  const query = useInfiniteQuery(clubQueries.list(search));
  const clubs = mergeByKey(
    (query.data?.pages ?? []).map((page) => listOf(page.clubs).filter((club) => typeof club.id === 'number')),
    (club) => club.id,
  );

  return (
    <section>
      <h1 className="title">Clubs</h1>
      <ClubSearch value={search} onSearch={setSearch} />
      {query.isPending && <ProgressBar label="Loading clubs…" />}
      {query.isSuccess && clubs.length === 0 && (
        <p className="notification" role="status">
          {search === '' ? 'There are no clubs to show.' : `No club matches “${search}”.`}
        </p>
      )}
      {clubs.length > 0 && <ClubTable clubs={clubs} />}
      {query.isError && <ErrorBox title={query.isFetchNextPageError ? 'Could not load more clubs' : 'Could not load the clubs'} error={query.error} />}
      <QueryLoadMore query={query} />
    </section>
  );
}
