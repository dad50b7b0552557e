import { useSyncExternalStore } from 'react';
import { getNotices, setNotices, subscribeNotices } from '../notices';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** The shell's notes: no network, a store that could not be read, a new version waiting for a reload. */
export function Notices() {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
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
          <button type="button" className="delete" aria-label="Dismiss" onClick={() => setNotices({ storeDropped: false })} />
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
