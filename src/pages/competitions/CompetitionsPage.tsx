import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorBox } from '../../components/ErrorBox';
import { QueryLoadMore } from '../../components/LoadMoreButton';
import { ProgressBar } from '../../components/ProgressBar';
import { SearchBox } from '../../components/SearchBox';
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
      {query.isPending && <ProgressBar label="Loading events…" />}
      {query.isSuccess && events.length === 0 && (
        <p className="notification" role="status">
          {search === '' ? 'No events found.' : `No event matches “${search}”.`}
        </p>
      )}
      {events.length > 0 && <EventTable events={events} />}
      {/* Below the rows, next to Load more: a failed next page is reported where the person is looking. */}
      {query.isError && (
        <ErrorBox
          title={query.isFetchNextPageError ? 'More events could not be loaded. Load more tries again.' : 'The events could not be loaded.'}
          error={query.error}
        />
      )}
      <QueryLoadMore query={query} label="Load more events" />
    </section>
  );
}
