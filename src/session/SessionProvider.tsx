import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../api/client';
import { idleModule } from '../lib/idleModule';
import { paths } from '../lib/paths';
import { clearSession, readSession, writeSession, type StoredSession } from './storage';

// Neither the login popup nor the session check is needed to draw a page: the check runs only for a stored session,
// and the popup's code comes as a small chunk once the page has loaded (or at the first click if that is sooner). A
// click after it arrived opens the popup at once, within the click, as browsers require of a popup.
type LoginPopupModule = typeof import('./loginPopup');
const loginPopup = idleModule<LoginPopupModule>(() => import('./loginPopup'));
/** The session's requests (the check, the sign-out): loaded when first asked, not with the app. */
const sessionRequests = () => import('../data/session');

export interface SessionContextValue {
  /** The signed-in user, or null for a visitor. */
  session: StoredSession | null;
  loggingIn: boolean;
  login: () => void;
  /** Asks the server to end the session, then forgets it; rejects (credentials kept) when the server could not. */
  logout: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

function current(): StoredSession | null {
  const stored = readSession();
  return stored.secret !== '' && stored.accountid !== '' ? stored : null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<StoredSession | null>(current);
  const [loggingIn, setLoggingIn] = useState(false);
  const stopLogin = useRef<(() => void) | null>(null);
  const navigate = useNavigate();

  // Session check on load: a logout flag clears the credentials, other errors are ignored.
  useEffect(() => {
    if (readSession().secret === '') return;
    let cancelled = false;
    sessionRequests()
      .then(({ checkSession }) => checkSession())
      .then((answer) => {
        if (cancelled) return;
        writeSession({
          accountid: answer.accountid ?? readSession().accountid,
          displayname: answer.displayname ?? readSession().displayname,
          vanity: answer.vanity ?? '',
        });
        setSession(current());
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const body = error instanceof ApiError ? error.body : undefined;
        if (typeof body === 'object' && body !== null && (body as { logout?: unknown }).logout) {
          clearSession();
          setSession(null);
        }
      });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => () => stopLogin.current?.(), []);

  const login = useCallback(() => {
    stopLogin.current?.();
    setLoggingIn(true);
    const open = ({ openLoginPopup }: LoginPopupModule) => {
      stopLogin.current = openLoginPopup({
        onSession: (next) => {
          writeSession(next);
          setSession(current());
          setLoggingIn(false);
          void navigate(paths.player(next.vanity || next.accountid));
        },
        onEnd: () => setLoggingIn(false),
      });
    };
    const module = loginPopup.current();
    if (module) open(module);
    else loginPopup.load().then(open, () => setLoggingIn(false));
  }, [navigate]);

  // The waiting state and a failure belong to the menu the user logs out from (AccountMenu): they are shown there.
  const logout = useCallback(async () => {
    // A failure rejects before the credentials are touched: they stay in place when the server could not log out.
    const { requestSignOut } = await sessionRequests();
    await requestSignOut();
    clearSession();
    setSession(null);
  }, []);

  const value = useMemo(() => ({ session, loggingIn, login, logout }), [session, loggingIn, login, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * The signed-in player's account id (lower case), or null: for marks that work outside a provider too (a player link
 * in a component test), so it reads the context without requiring one.
 */
export function useSignedInAccount(): string | null {
  return useContext(SessionContext)?.session?.accountid.toLowerCase() ?? null;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}
