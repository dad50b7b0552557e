import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchBox } from '../../components/SearchBox';
import { SearchedList } from '../../components/SearchedList';
import { useSearchParam } from '../../components/useSearchParam';
import { useTitle } from '../../components/useTitle';
import { UnreadNote } from '../../components/UnreadNote';
import { mergeByKey } from '../../lib/mergeByKey';
import { clubQueries } from './api';
import { ClubTable } from './ClubTable';
import './clubs.scss';

/** /clubs: every club, most popular first, with a search. */
export function ClubsPage() {
  useTitle('Clubs');
  const [search, setSearch] = useSearchParam();
  const query = useInfiniteQuery(clubQueries.list(search));
  const lists = (query.data?.pages ?? []).map((page) => page.clubs);
  const clubs = mergeByKey(lists.map((list) => list.items), (club) => club.id);

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
      <SearchedList
        query={query}
        count={clubs.length}
        search={search}
        loadingLabel="Loading clubs…"
        empty="There are no clubs to show."
        noMatch={(text) => `No club matches “${text}”.`}
        errorTitle={{ first: 'Could not load the clubs', more: 'Could not load more clubs' }}
      >
        <ClubTable clubs={clubs} />
      </SearchedList>
      <UnreadNote lists={lists} one="club" />
    </section>
  );
}
