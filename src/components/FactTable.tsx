import type { ReactNode } from 'react';

/**
 * The site's table of facts: one row per fact, its label as the row header. The other kind of table in the site,
 * beside ResponsiveTable: two columns fit every width when values wrap, so it has no column priorities. Long values
 * (ids, links, logins) break anywhere rather than widen the page.
 */
export function FactTable({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className="table-container fact-table-container">
      <table className={['table is-fullwidth is-narrow fact-table', className ?? ''].filter(Boolean).join(' ')}>
        <caption className="is-sr-only">{label}</caption>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** One row of a FactTable. */
export function Fact({ label, mono, children }: { label: ReactNode; mono?: boolean; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className={mono ? 'is-mono' : undefined}>{children}</td>
    </tr>
  );
}
