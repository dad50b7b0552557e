import { Link } from 'react-router-dom';
import { useTitle } from '../components/useTitle';
import { paths } from '../lib/paths';

/** Says plainly that an area of the site does not exist yet, instead of a blank or broken page. */
export function NotBuiltPage({ area }: { area: string }) {
  useTitle(area);
  return (
    <section>
      <h1 className="title">{area}</h1>
      <div className="notification is-info is-light" role="status">
        This part of the site is not built yet. The other tabs work.
      </div>
      <Link className="button" to={paths.privacy()}>
        Read the privacy policy
      </Link>
    </section>
  );
}
