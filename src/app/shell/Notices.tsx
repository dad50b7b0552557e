import { useSyncExternalStore } from 'react';
import { useOnline } from '../../components/useOnline';
import { getNotices, setNotices, subscribeNotices } from '../../lib/notices';

/**
 * The shell's notes: no network, a store that could not be read, a new version waiting for a reload. The network
 * state is TanStack Query's, as the pages' own offline notes read it, so the shell and the page never disagree.
 */
export function Notices() {
  const online = useOnline();
  const { storeDropped, reloadToUpdate } = useSyncExternalStore(subscribeNotices, getNotices);
  return (
    <>
      {!online && (
        <p className="notification is-warning is-light app-note" role="status">
          <strong>You are offline.</strong> Pages show what this browser kept from earlier visits; the rest loads when
          you are back online.
        </p>
      )}
      {storeDropped && (
        <p className="notification is-light app-note" role="status">
          <button
            type="button"
            className="delete"
            aria-label="Dismiss"
            onClick={() => setNotices({ storeDropped: false })}
          />
          The pages kept from earlier visits could not be read and were cleared; they load from the network.
        </p>
      )}
      {reloadToUpdate && (
        <div className="notification is-info app-update" role="status">
          <span>A new version is ready.</span>
          <button type="button" className="button is-small is-white" onClick={reloadToUpdate}>
            Reload
          </button>
        </div>
      )}
    </>
  );
}
