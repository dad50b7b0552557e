import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBox } from '../components/ErrorBox';
import { useTitle } from '../components/useTitle';
import { paths } from '../lib/paths';
import { isCodeLoadError } from '../components/retriableLazy';

/**
 * Shown in place of a page that failed to render or load; the shell around it keeps working. A page whose code did
 * not download (no network) says so and loads again on Try again (or by itself once the network is back).
 */
export function RouteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const notDownloaded = isCodeLoadError(error);
  useTitle('Error');
  useEffect(() => {
    // Keep the details where a developer will look, not only on screen.
    console.warn('A page failed to render:', error);
  }, [error]);
  return (
    <section aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="title">
        {notDownloaded ? 'This page could not be loaded' : 'Something went wrong on this page'}
      </h1>
      <ErrorBox
        error={
          notDownloaded
            ? 'Its code did not download: the network may be down. Check the connection, then try again.'
            : error
        }
      />
      <div className="buttons">
        {notDownloaded ? (
          <button type="button" className="button is-link" onClick={onRetry}>
            Try again
          </button>
        ) : (
          <button type="button" className="button is-link" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        )}
        <Link className="button" to={paths.home()}>
          Go to the Track of the Day
        </Link>
      </div>
    </section>
  );
}
