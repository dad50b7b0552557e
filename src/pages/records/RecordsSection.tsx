import { useId, type ReactNode } from 'react';
import { WhenInView } from '../../components/WhenInView';

/** The id of a page's "My records" section, where a link at the top of the page leads. */
export const RECORDS_SECTION_ID = 'my-records';

/** "My records" as a section of a campaign or month page, or bare where a page already names it (/records). */
export function RecordsSection({ heading, children }: { heading: boolean; children: ReactNode }) {
  const titleId = useId();
  if (!heading) return <div className="records">{children}</div>;
  return (
    <section className="block records" id={RECORDS_SECTION_ID} aria-labelledby={titleId}>
      {/* Focusable from code: the link at the top of the page moves the focus here. */}
      <h2 id={titleId} className="title is-4" tabIndex={-1}>
        My records
      </h2>
      {children}
    </section>
  );
}

/**
 * The grid of a page's My records section, asked for only when the reader gets to it (or presses Show my records):
 * one request per map is a lot for a visit to a campaign or a month that never scrolls that far. On /records, the
 * grid is the page: it starts at once.
 */
export function WhenReached({ reached, children }: { reached: boolean; children: ReactNode }) {
  if (reached) return children;
  return (
    <WhenInView
      placeholder={(start) => (
        <p className="records-waiting">
          <span>Your record on each map loads when you get here.</span>
          <button type="button" className="button is-small" onClick={start}>
            Show my records
          </button>
        </p>
      )}
    >
      {children}
    </WhenInView>
  );
}
