import { Link } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { ErrorBox } from '../../components/ErrorBox';
import { useTitle } from '../../components/useTitle';
import { paths } from '../../lib/paths';

// Pieces both event pages (new and legacy) share.

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

/** An {error} answer below 500 is the server saying there is no such event; anything else is trouble on the way. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'api' && (error.status ?? 200) < 500;
}

/** The title and error box of an event that did not load: "not found" for an unknown id, else the error with a retry. */
export function EventLoadError({ id, error, onRetry, legacy = false }: { id: number; error: unknown; onRetry: () => void; legacy?: boolean }) {
  const unknown = isNotFound(error);
  return (
    <>
      <h1 className="title">{unknown ? 'Event not found' : `Event ${id}`}</h1>
      <ErrorBox title={unknown ? `There is no ${legacy ? 'legacy ' : ''}event with the id ${id}.` : 'Could not load this event'} error={error}>
        {!unknown && (
          <button type="button" className="button is-small mt-2" onClick={onRetry}>
            Try again
          </button>
        )}
      </ErrorBox>
    </>
  );
}
