import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isNotFoundError } from '../../api/client';
import { ErrorBox } from '../../components/ErrorBox';
import { ProgressBar } from '../../components/ProgressBar';
import { useTitle } from '../../components/useTitle';
import { toPlainText } from '../../lib/gameText';
import { paths } from '../../lib/paths';
import { parseEventId } from './event';

// Pieces both event pages (new and legacy) share.

/** Both event pages' frame: the way back to the list, and the event once the address holds a real id. */
export function EventRoute({ children }: { children: (id: number) => ReactNode }) {
  const { id } = useParams();
  const eventId = parseEventId(id);
  return (
    <section>
      <BackToEvents />
      {eventId === undefined ? <NotAnEventId raw={id ?? ''} /> : children(eventId)}
    </section>
  );
}

/** The tab title of an event page: the event's name once it has loaded (and has one), "Event" until then. */
export function useEventTitle(event: { name: string } | undefined): void {
  useTitle(event ? toPlainText(event.name) || 'Event' : 'Event');
}

interface EventLoadStateProps {
  id: number;
  query: { isPending: boolean; error: unknown; refetch: () => Promise<unknown> };
  legacy?: boolean;
}

/** What an event page shows until its event is there: the progress bar, or why it did not load. */
export function EventLoadState({ id, query, legacy = false }: EventLoadStateProps) {
  if (query.isPending) return <ProgressBar label="Loading the event…" />;
  return <EventLoadError id={id} error={query.error} onRetry={() => void query.refetch()} legacy={legacy} />;
}

export function BackToEvents() {
  return (
    <Link className="button is-small mb-4" to={paths.competitions()}>
      <span aria-hidden="true" className="mr-1">
        ←
      </span>
      Back to events
    </Link>
  );
}

export function NotAnEventId({ raw }: { raw: string }) {
  useTitle('Event');
  return (
    <>
      <h1 className="title">Event not found</h1>
      <div className="notification is-warning" role="alert">
        “{raw}” is not an event id. Event ids are whole numbers, as in the links of the event list.
      </div>
    </>
  );
}

/** The title and error box of an event that did not load: "not found" for an unknown id, else the error with a retry. */
export function EventLoadError({
  id,
  error,
  onRetry,
  legacy = false,
}: {
  id: number;
  error: unknown;
  onRetry: () => void;
  legacy?: boolean;
}) {
  // The server saying there is no such event; anything else is trouble on the way.
  const unknown = isNotFoundError(error);
  return (
    <>
      <h1 className="title">{unknown ? 'Event not found' : `Event ${id}`}</h1>
      <ErrorBox
        title={unknown ? `There is no ${legacy ? 'legacy ' : ''}event with the id ${id}.` : 'Could not load this event'}
        error={error}
      >
        {!unknown && (
          <button type="button" className="button is-small mt-2" onClick={onRetry}>
            Try again
          </button>
        )}
      </ErrorBox>
    </>
  );
}
