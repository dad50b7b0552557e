import type { ReactNode } from 'react';
import { ErrorBox } from '../../components/ErrorBox';

/** One card of the home: a titled box that loads and fails on its own. */
export function MeCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="box me-card" aria-labelledby={id}>
      <h2 id={id} className="title is-5">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A card whose answer failed: what failed, and Try again, the other cards staying. The button stands apart from the
 * error box, which says nothing more than when to ask again for a refused request (a 429).
 */
export function CardError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <>
      <ErrorBox title={`Could not load ${what}`} error={error} />
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </>
  );
}
