import { leadText } from '../../lib/headToHead';

interface CompareScoreProps {
  names: readonly [string, string];
  /** How many facts (or cups) each player is ahead in. */
  a: number;
  b: number;
  /** Words before the score ("Over all the facts: "); the score itself is the headline. */
  lead?: string;
}

/** The room a score takes, kept while there is none yet (a section whose figures are still on their way). */
export function EmptyScore() {
  return <div className="compare-score-empty" aria-hidden="true" />;
}

/**
 * A score at a glance: "Felraki leads 7–3" and a bar split between the two by the count each is ahead in. The words say
 * it all; the bar is for the eye. Its room kept, empty, when neither is ahead in anything (yet).
 */
export function CompareScore({ names, a, b, lead = '' }: CompareScoreProps) {
  const headline = leadText(names, a, b);
  if (headline === undefined) return <EmptyScore />;
  const share = (a / (a + b)) * 100;
  return (
    <div className="compare-score">
      <p className="compare-headline">
        {lead}
        {headline}
      </p>
      <div className="compare-split" aria-hidden="true">
        <span className="is-a" style={{ width: `${String(share)}%` }} />
        <span className="is-b" style={{ width: `${String(100 - share)}%` }} />
      </div>
    </div>
  );
}
