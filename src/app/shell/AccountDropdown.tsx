import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider';
import type { StoredSession } from '../../session/storage';
import { paths } from '../../lib/paths';
import { errorMessage } from '../../api/client';
import { readOpenOnHome, subscribeOpenOnHome, writeOpenOnHome } from '../../lib/homeChoiceStore';

/** A logout under way, or the last one's failure (shown in the menu until it closes). */
interface LogoutState {
  busy: boolean;
  error: unknown;
}

const IDLE: LogoutState = { busy: false, error: null };

/**
 * The signed-in account menu: the display name opening the player's own pages first (My home, My profile, My records,
 * Following), then Edit profile, whether the site opens on the home, and Logout.
 */
export function AccountDropdown({ session, name }: { session: StoredSession; name: ReactNode }) {
  const { logout } = useSession();
  const [open, setOpen] = useState(false);
  const [logoutState, setLogoutState] = useState<LogoutState>(IDLE);
  const openOnHome = useSyncExternalStore(subscribeOpenOnHome, readOpenOnHome, () => false);

  const close = () => {
    setOpen(false);
    // A failure was read where it was shown; a logout under way goes on and reopens the menu if it fails.
    setLogoutState((state) => (state.busy ? state : IDLE));
  };

  const onLogout = () => {
    if (logoutState.busy) return;
    setLogoutState({ busy: true, error: null });
    logout().then(
      () => {
        setOpen(false);
        setLogoutState(IDLE);
      },
      (error: unknown) => {
        // The answer is shown where the user logged out from: the menu, opened again if it was closed meanwhile.
        setOpen(true);
        setLogoutState({ busy: false, error });
      },
    );
  };

  const { busy, error } = logoutState;
  return (
    <div
      className={`navbar-item has-dropdown${open ? ' is-active' : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      // Focus (or a click) landing outside the menu closes it, unless a logout is waiting for its answer.
      onBlur={(event) => {
        if (!busy && !event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <button
        type="button"
        className="navbar-link button is-ghost has-text-weight-semibold"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => (open ? close() : setOpen(true))}
      >
        {name}
      </button>
      <div id="account-menu" className="navbar-dropdown is-right" hidden={!open}>
        <Link className="navbar-item" to={paths.me()} onClick={close}>
          My home
        </Link>
        <Link className="navbar-item" to={paths.player(session.vanity || session.accountid)} onClick={close}>
          My profile
        </Link>
        <Link className="navbar-item" to={paths.records()} onClick={close}>
          My records
        </Link>
        <Link className="navbar-item" to={paths.following()} onClick={close}>
          Following
        </Link>
        <Link className="navbar-item" to={paths.userEdit()} onClick={close}>
          Edit profile
        </Link>
        {/* The brand link's target: the home instead of the Track of the Day, for this browser. */}
        <label className="navbar-item checkbox open-on-home">
          <input
            type="checkbox"
            checked={openOnHome}
            onChange={(event) => writeOpenOnHome(event.currentTarget.checked)}
          />{' '}
          Open on my home
        </label>
        <hr className="navbar-divider" />
        <button
          type="button"
          className="navbar-item button is-ghost"
          // Not `disabled`: a disabled button drops the focus, and with it the menu, while the answer is awaited.
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={onLogout}
        >
          {busy ? 'Logging out…' : 'Logout'}
        </button>
        {error !== null && (
          <p className="navbar-item has-text-danger" role="alert">
            Could not log out: {errorMessage(error)}
          </p>
        )}
      </div>
    </div>
  );
}
