import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchableList } from '../../components/SearchableList';
import { useSearchParam } from '../../components/useSearchParam';
import { useTitle } from '../../components/useTitle';
import { UnreadNote } from '../../components/UnreadNote';
import { mergePagedLists } from '../../lib/mergeByKey';
import { clubQueries } from '../../data/clubs';
import { ClubTable } from './ClubTable';
import './clubs.scss';

/** /clubs: every club, most popular first, with a search. */
export function ClubsPage() {
  useTitle('Clubs');
  const search = useSearchParam();
  const query = useInfiniteQuery(clubQueries.list(search[0]));
  const { lists, items: clubs } = mergePagedLists(
    query.data?.pages,
    (page) => page.clubs,
    (club) => club.id,
  );

  return (
    <section>
      <h1 className="title">Clubs</h1>
      <SearchableList
        noun={{ one: 'club', many: 'clubs' }}
        search={search}
        placeholder="Club name or tag"
        query={query}
        count={clubs.length}
        empty="There are no clubs to show."
        errorTitle={{ first: 'Could not load the clubs', more: 'Could not load more clubs' }}
      >
        <ClubTable clubs={clubs} />
      </SearchableList>
      <UnreadNote lists={lists} one="club" />
    </section>
  );
}
