import { useId, type ReactNode } from 'react';

/** "My records" as a section of a campaign or month page, or bare where a page already names it (/records). */
export function RecordsSection({ heading, children }: { heading: boolean; children: ReactNode }) {
  const titleId = useId();
  if (!heading) return <div className="records">{children}</div>;
  return (
    <section className="block records" aria-labelledby={titleId}>
      <h2 id={titleId} className="title is-4">
        My records
      </h2>
      {children}
    </section>
  );
}
