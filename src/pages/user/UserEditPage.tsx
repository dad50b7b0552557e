import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router-dom';
import { useTitle } from '../../components/useTitle';
import { ErrorBox } from '../../components/ErrorBox';
import { GameText } from '../../components/GameText';
import { ProgressBar } from '../../components/ProgressBar';
import { useSession } from '../../session/SessionProvider';
import { paths } from '../../lib/paths';
import { userQueries } from '../../data/profile';
import { ProfileForm } from './ProfileForm';

/**
 * Edit profile: the signed-in player's socials. A visitor without a session is sent to the home page: the page gives
 * that passing address no title, so the home page's is the only one shown, and its one view the only one counted.
 */
export function UserEditPage() {
  const { session } = useSession();
  useTitle(session ? 'Edit profile' : undefined);
  const query = useQuery({ ...userQueries.profile(session?.accountid ?? ''), enabled: session !== null });
  if (!session) return <Navigate to={paths.home()} replace />;
  return (
    <section className="user-edit">
      <h1 className="title">Edit profile</h1>
      <p className="subtitle">
        Signed in as{' '}
        <strong>{session.displayname ? <GameText text={session.displayname} /> : session.accountid}</strong>
      </p>
      {query.isPending && <ProgressBar label="Loading your profile…" />}
      {query.isError && (
        <>
          <ErrorBox title="Could not load your profile" error={query.error} />
          {/* Without the stored values there is no form to fill, but the way back stays. */}
          <Link className="button" to={paths.player(session.accountid)}>
            Back to profile
          </Link>
        </>
      )}
      {/* The form starts from the loaded values; saving updates the cache, not the form's identity. */}
      {query.isSuccess && <ProfileForm key={session.accountid} accountId={session.accountid} initial={query.data} />}
    </section>
  );
}
