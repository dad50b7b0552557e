import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorBox } from '../../components/ErrorBox';
import { QueryLoadMore } from '../../components/LoadMoreButton';
import { ProgressBar } from '../../components/ProgressBar';
import { SearchBox } from '../../components/SearchBox';
import { useSearchParam } from '../../components/useSearchParam';
import { useTitle } from '../../components/useTitle';
import { listOf } from '../../lib/listOf';
import { mergeByKey } from '../../lib/mergeByKey';
import { clubQueries } from './api';
import { ClubTable } from './ClubTable';
import './clubs.scss';

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
      <SearchBox
        value={search}
        onSearch={setSearch}
        id="club-search"
        label="Search clubs"
        placeholder="Club name or tag"
        className="field club-search"
      />
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
