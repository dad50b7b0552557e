import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider';
import { ACCOUNT_SERVICE_NAME } from '../../lib/site';
import { paths } from '../../lib/paths';
import { errorMessage } from '../../api/client';

/** Logged out: "Log in with …". Logged in: the display name opening My profile, Edit profile, Logout. */
export function AccountMenu() {
  const { session, loggingIn, loggingOut, logoutError, login, logout } = useSession();
  const [open, setOpen] = useState(false);

  if (!session) {
    return (
      <div className="navbar-item">
        <button type="button" className={`button is-link${loggingIn ? ' is-loading' : ''}`} onClick={login}
          disabled={loggingIn}
          // The name stays whole when a mid-size header shows the short label only.
          aria-label={`Log in with ${ACCOUNT_SERVICE_NAME}`}
        >
          Log in<span className="login-label-long"> with {ACCOUNT_SERVICE_NAME}</span>
        </button>
      </div>
    );
  }

  const name = session.displayname || 'My account';
  return (
    <div
      className={`navbar-item has-dropdown${open ? ' is-active' : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      // Focus (or a click) landing outside the menu closes it.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        type="button"
        className="navbar-link button is-ghost has-text-weight-semibold"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen((value) => !value)}
      >
        {name}
      </button>
      <div id="account-menu" className="navbar-dropdown is-right" hidden={!open}>
        <Link className="navbar-item" to={paths.player(session.vanity || session.accountid)} onClick={() => setOpen(false)}>
          My profile
        </Link>
        <Link className="navbar-item" to={paths.userEdit()} onClick={() => setOpen(false)}>
          Edit profile
        </Link>
        <hr className="navbar-divider" />
        <button
          type="button"
          className={`navbar-item button is-ghost${loggingOut ? ' is-loading' : ''}`}
          disabled={loggingOut}
          onClick={() => void logout()}
        >
          Logout
        </button>
        {logoutError !== null && (
          <p className="navbar-item has-text-danger" role="alert">
            Could not log out: {errorMessage(logoutError)}
          </p>
        )}
      </div>
    </div>
  );
}
