import { useId, type ReactNode } from 'react';

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
