import type { ReactNode } from 'react';

/** One fact of a description list (a "you" strip, an event's header): a short label and its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
