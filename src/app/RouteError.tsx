import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBox } from '../components/ErrorBox';
import { useTitle } from '../components/useTitle';
import { paths } from '../lib/paths';

/** Shown in place of a page that failed to render or load; the shell around it keeps working. */
export function RouteError({ error }: { error: unknown }) {
  useTitle('Error');
  useEffect(() => {
    // Keep the details where a developer will look, not only on screen.
    console.warn('A page failed to render:', error);
  }, [error]);
  return (
    <section aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="title">Something went wrong on this page</h1>
      <ErrorBox error={error} />
      <div className="buttons">
        <button type="button" className="button is-link" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link className="button" to={paths.home()}>
          Go to the Track of the Day
        </Link>
      </div>
    </section>
  );
}
