import { useRateLimitWait } from '../../data/cache/cacheWatch';
import { countOf } from '../../lib/format';

/** "The API asked us to slow down…" while a page's answer waits to be asked again; nothing otherwise. */
export function RateLimitWait() {
  const seconds = useRateLimitWait();
  if (seconds === undefined) return null;
  return (
    <p className="notification is-info is-light" role="status">
      The API asked this site to slow down: the page asks again{' '}
      {seconds < 0 ? 'in a moment' : `in ${countOf(Math.max(1, seconds), 'second')}`}.
    </p>
  );
}
