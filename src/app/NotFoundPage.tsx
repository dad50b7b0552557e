import { Link, useLocation } from 'react-router-dom';
import { useTitle } from '../components/useTitle';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useTitle('Not found');
  return (
    <section>
      <h1 className="title">Page not found</h1>
      <p className="block">
        There is no page at <code>{pathname}</code>.
      </p>
      <Link className="button is-link" to={paths.home()}>
        Go to the home page
      </Link>
    </section>
  );
}
