import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchBox } from '../../components/SearchBox';
import { SearchedList } from '../../components/SearchedList';
import { useSearchParam } from '../../components/useSearchParam';
import { useTitle } from '../../components/useTitle';
import { listOf } from '../../lib/listOf';
import { mergeByKey } from '../../lib/mergeByKey';
import { competitionQueries } from './api';
import { EventTable } from './EventTable';
import './competitions.scss';

const TITLE = 'Events';

/** /competitions: every event, new and legacy, newest first, with a search kept in ?search=. */
export function CompetitionsPage() {
  useTitle(TITLE);
  const [search, setSearch] = useSearchParam();
  const query = useInfiniteQuery(competitionQueries.list(search));
  const events = mergeByKey((query.data?.pages ?? []).map((page) => listOf(page.competitions)), (event) => event.id);

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
        <EventTable events={events} />
      </SearchedList>
    </section>
  );
}
