import type { ReactNode } from 'react';
import { ErrorBox } from './ErrorBox';
import { ProgressBar } from './ProgressBar';

interface OwnAnswerCardProps {
  /** The box's own class, for the page's styles. */
  className: string;
  /** The heading's id (it names the box) and level: under a page's h1, 2; under a section's h2, 3. */
  headingId: string;
  level: 2 | 3;
  /** "Your personal best": the heading; the loading and error messages say it too. */
  title: string;
  query: { isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown };
  /** The answer holds something of the player's (the children show it, drawn by the caller only then); else `none` is said. */
  has: boolean;
  none: string;
  children: ReactNode;
}

/**
 * The box of the signed-in player's own answer (a personal best, a campaign position): its heading, then loading,
 * failed, nothing yet, or what the answer holds. The leaderboard and campaign pages show the player's own place this
 * one way.
 */
export function OwnAnswerCard({ className, headingId, level, title, query, has, none, children }: OwnAnswerCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const what = title.charAt(0).toLowerCase() + title.slice(1);
  return (
    <section className={`box ${className}`} aria-labelledby={headingId}>
      <Heading id={headingId} className="title is-5">
        {title}
      </Heading>
      {query.isPending && <ProgressBar label={`Loading ${what}…`} />}
      {query.isError && <ErrorBox title={`Could not load ${what}`} error={query.error} />}
      {query.isSuccess && !has && <p>{none}</p>}
      {has && children}
    </section>
  );
}
