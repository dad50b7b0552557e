import type { ReactNode } from 'react';
import { ErrorBox } from './ErrorBox';
import { ProgressBar } from './ProgressBar';

interface PageLoadStateProps {
  /** The page's plain heading while it has nothing of its own to show ("Campaign"). */
  title: string;
  /** Still waiting: the progress bar; else the error box. */
  pending: boolean;
  /** What the progress bar says ("Loading the campaign…"). */
  loading: string;
  errorTitle: string;
  /** An error object, or the text to show. */
  error: unknown;
  /** Below the error's text: a hint or a way out. */
  children?: ReactNode;
}

/**
 * A page that can draw nothing before its one main answer: its plain heading over the progress bar, or over why the
 * answer did not come. The campaign, club and today's leaderboard pages wait this one way.
 */
export function PageLoadState({ title, pending, loading, errorTitle, error, children }: PageLoadStateProps) {
  return (
    <section>
      <h1 className="title">{title}</h1>
      {pending ? (
        <ProgressBar label={loading} />
      ) : (
        <ErrorBox title={errorTitle} error={error}>
          {children}
        </ErrorBox>
      )}
    </section>
  );
}
