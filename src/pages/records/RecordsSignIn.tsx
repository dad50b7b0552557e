import { useSession } from '../../session/SessionProvider';

/**
 * Where a visitor's records would be: what signing in shows, and the way to sign in (a short "Log in": the header's
 * "Log in with …" stays the one button of that name).
 */
export function RecordsSignIn({ what }: { what: string }) {
  const { loggingIn, login } = useSession();
  return (
    <p className="records-sign-in">
      Log in to see your time, medal, rank and the gap to the next medal on every map of {what}.{' '}
      <button
        type="button"
        className={`button is-small is-link${loggingIn ? ' is-loading' : ''}`}
        onClick={login}
        disabled={loggingIn}
      >
        Log in
      </button>
    </p>
  );
}
