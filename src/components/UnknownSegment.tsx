import { Link, type To } from 'react-router-dom';

/** One real choice offered instead of the unknown one. */
export interface SegmentChoice {
  key: string;
  to: To;
  label: string;
}

interface UnknownSegmentProps {
  /** What is wrong and what to do, such as "“abc” is not a match type. Choose one of these lists:". */
  message: string;
  choices: readonly SegmentChoice[];
}

/**
 * An address whose segment names no tab, list or ranking: a warning, and a button for each real choice. Every page
 * with such a segment (campaigns, clubs, events, matches, players, the player page, rankings) says it this one way.
 */
export function UnknownSegment({ message, choices }: UnknownSegmentProps) {
  return (
    <div className="notification is-warning" role="alert">
      <p className="block">{message}</p>
      <div className="buttons">
        {choices.map((choice) => (
          <Link key={choice.key} className="button is-dark" to={choice.to}>
            {choice.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
