import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchBox } from '../../components/SearchBox';
import { SearchedList } from '../../components/SearchedList';
import { useSearchParam } from '../../components/useSearchParam';
import { useTitle } from '../../components/useTitle';
import { UnreadNote } from '../../components/UnreadNote';
import { mergeByKey } from '../../lib/mergeByKey';
import { competitionQueries } from './api';
import { SectionBoundary } from '../../components/SectionBoundary';
import { EventTable } from './EventTable';
import './competitions.scss';

const TITLE = 'Events';

/** /competitions: every event, new and legacy, newest first, with a search kept in ?search=. */
export function CompetitionsPage() {
  useTitle(TITLE);
  const [search, setSearch] = useSearchParam();
  const query = useInfiniteQuery(competitionQueries.list(search));
  const pages = query.data?.pages ?? [];
  const events = mergeByKey(
    pages.map((page) => page.competitions.items),
    (event) => event.id,
  );
  // Events the decoder dropped (no readable id): said quietly under the table.

  return (
    <section>
      <h1 className="title">{TITLE}</h1>
      <SearchBox
        value={search}
        onSearch={setSearch}
        id="event-search"
        label="Search events"
        placeholder="Event name"
        className="field event-search"
        buttonAriaLabel="Clear search"
      />
      <SearchedList
        query={query}
        count={events.length}
        search={search}
        loadingLabel="Loading events…"
        empty="No events found."
        noMatch={(text) => `No event matches “${text}”.`}
        errorTitle={{ first: 'The events could not be loaded.', more: 'More events could not be loaded. Load more tries again.' }}
        loadMoreLabel="Load more events"
      >
        <SectionBoundary name="the event list">
          <EventTable events={events} />
          <UnreadNote lists={pages.map((page) => page.competitions)} one="event" />
        </SectionBoundary>
      </SearchedList>
    </section>
  );
}
