import { useId, type ReactNode } from 'react';

interface HeadedSectionProps {
  /** The heading's text; it is also the section's name for a screen reader. */
  title: ReactNode;
  /** h2 for a part of a page (the default), h3 for a part within one. */
  level?: 2 | 3;
  /** Bulma's title size of the heading: `is-4` by default. */
  size?: 4 | 5 | 6;
  className?: string;
  children: ReactNode;
}

/**
 * A part of a page named by its own heading (a landmark a screen reader lists by that name): the section, the heading
 * and the id that ties them together, written once so no page forgets the link or gives two sections one id.
 */
export function HeadedSection({ title, level = 2, size = 4, className, children }: HeadedSectionProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className} aria-labelledby={headingId}>
      <Heading id={headingId} className={`title is-${String(size)}`}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
