import { Navigate } from 'react-router-dom';
import { readOpenOnHome } from '../lib/homeChoice';
import { paths } from '../lib/paths';
import { useSession } from '../session/SessionProvider';

/**
 * The site's root (the brand link's target): the Track of the Day, or a signed-in visitor's home when they chose "Open
 * on my home" in the account menu. Read at each visit of the root, so the choice counts from the next click on.
 */
export function HomeRedirect() {
  const { session } = useSession();
  return <Navigate to={session && readOpenOnHome() ? paths.me() : paths.totd()} replace />;
}
