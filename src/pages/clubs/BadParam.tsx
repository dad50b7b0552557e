import { Link } from 'react-router-dom';
import { useTitle } from '../../components/useTitle';
import { paths } from '../../lib/paths';

interface BadParamProps {
  /** The page heading. */
  title: string;
  /** What the address should hold, in words ("club id"). */
  what: string;
  value: string;
  /** Where to go instead; the club list by default. */
  back?: { to: string; label: string };
}

/** An address whose id is not a number: said plainly, no request made, a way back offered. */
export function BadParam({
  title,
  what,
  value,
  back = { to: paths.clubs(), label: 'Back to the club list' },
}: BadParamProps) {
  useTitle(title);
  return (
    <section>
      <h1 className="title">{title}</h1>
      <div className="notification is-warning" role="alert">
        <p className="block">
          “{value}” is not a valid {what}: it should be a number.
        </p>
        <Link className="button is-dark" to={back.to}>
          {back.label}
        </Link>
      </div>
    </section>
  );
}
