import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider';
import { ACCOUNT_SERVICE_NAME } from '../../lib/site';
import { paths } from '../../lib/paths';
import { GameText } from '../../components/GameText';
import { toPlainText } from '../../lib/gameText';

// The signed-in menu (its links, the logout and its errors) loads as its own small chunk once a session is known:
// most first views are signed out and need only the Log in button.
const AccountDropdown = lazy(() => import('./AccountDropdown').then((m) => ({ default: m.AccountDropdown })));

/** Logged out: "Log in with …". Logged in: the display name opening My profile, My records, Edit profile, Logout. */
export function AccountMenu() {
  const { session, loggingIn, login } = useSession();
  if (!session) {
    return (
      <div className="navbar-item">
        {/* Following works without an account (the list lives in this browser): a link before Log in, in words in the
            burger menu, a star where the wide header has a little room, none from 1024 to 1215 px where it has none. */}
        <Link className="button is-ghost is-hidden-desktop" to={paths.following()}>
          Following
        </Link>
        <Link
          className="button is-ghost is-hidden-touch is-hidden-desktop-only"
          to={paths.following()}
          aria-label="Following"
          title="Following"
        >
          <span aria-hidden="true">★</span>
        </Link>
        <button
          type="button"
          className={`button is-link${loggingIn ? ' is-loading' : ''}`}
          onClick={login}
          disabled={loggingIn}
          // The name stays whole when a mid-size header shows the short label only.
          aria-label={`Log in with ${ACCOUNT_SERVICE_NAME}`}
        >
          {/* One flex item: a button is a flex box, which would drop the space at the start of a child of its own. */}
          <span>
            Log in<span className="login-label-long"> with {ACCOUNT_SERVICE_NAME}</span>
          </span>
        </button>
      </div>
    );
  }

  // A display name can carry the game's $ codes: styled like every player name. A long one is cut where the header is
  // tight (the whole name stays the button's text for a screen reader, and its tooltip).
  const name = (
    <span className="account-name" title={session.displayname ? toPlainText(session.displayname) : undefined}>
      {session.displayname ? <GameText text={session.displayname} /> : 'My account'}
    </span>
  );
  return (
    <Suspense
      fallback={
        <div className="navbar-item has-dropdown">
          <span className="navbar-link button is-ghost has-text-weight-semibold">{name}</span>
        </div>
      }
    >
      <AccountDropdown session={session} name={name} />
    </Suspense>
  );
}
