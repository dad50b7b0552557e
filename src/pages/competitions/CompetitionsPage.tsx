import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchableList } from '../../components/SearchableList';
import { useSearchParam } from '../../components/useSearchParam';
import { useTitle } from '../../components/useTitle';
import { UnreadNote } from '../../components/UnreadNote';
import { mergePagedLists } from '../../lib/mergeByKey';
import { competitionQueries } from '../../data/competitions';
import { SectionBoundary } from '../../components/SectionBoundary';
import { EventTable } from './EventTable';
import './competitions.scss';

const TITLE = 'Events';

/** /competitions: every event, new and legacy, newest first, with a search kept in ?search=. */
export function CompetitionsPage() {
  useTitle(TITLE);
  const search = useSearchParam();
  const query = useInfiniteQuery(competitionQueries.list(search[0]));
  // Events the decoder dropped (no readable id): said quietly under the table.
  const { lists, items: events } = mergePagedLists(
    query.data?.pages,
    (page) => page.competitions,
    (event) => event.id,
  );

  return (
    <section>
      <h1 className="title">{TITLE}</h1>
      <SearchableList
        noun={{ one: 'event', many: 'events' }}
        search={search}
        placeholder="Event name"
        clearLabel="Clear search"
        query={query}
        count={events.length}
        empty="No events found."
        errorTitle={{
          first: 'The events could not be loaded.',
          more: 'More events could not be loaded. Load more tries again.',
        }}
        loadMoreLabel="Load more events"
      >
        <SectionBoundary name="the event list">
          <EventTable events={events} />
          <UnreadNote lists={lists} one="event" />
        </SectionBoundary>
      </SearchableList>
    </section>
  );
}
