import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { Round } from '../../data/competitions';
import { eventSearch } from './event';
import { RoundTiming } from './RoundTiming';

interface RoundSelectorProps {
  eventId: number;
  rounds: Round[];
  selected: Round | undefined;
  now: number;
}

/** One link per round, with its state by the clock; the chosen round is kept in the address (?round=). */
export function RoundSelector({ eventId, rounds, selected, now }: RoundSelectorProps) {
  return (
    <nav aria-label="Rounds" className="block">
      <ul className="round-selector">
        {rounds.map((round) => {
          const current = round.id === selected?.id;
          return (
            <li key={round.id}>
              <Link
                className="button round-choice"
                to={{ pathname: paths.competition(eventId), search: eventSearch({ round: round.id }) }}
                aria-current={current ? 'true' : undefined}
              >
                <span className="round-choice-name">{round.name || `Round ${round.id}`}</span>
                <RoundTiming round={round} now={now} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
