import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { hasStarted, isRunning } from '../../lib/roundStatus';
import { paths } from '../../lib/paths';
import { competitionQueries, type Round, type RoundMatch } from './api';
import { eventSearch } from './event';
import { PagedResults } from './PagedResults';

interface RoundMatchesProps {
  eventId: number;
  round: Round;
  matches: RoundMatch[];
  now: number;
}

/** A match's state: the API only says whether it is completed; the round's times tell the rest. */
function matchStatus(match: RoundMatch, round: Round, now: number): string {
  if (match.completed) return 'Completed';
  if (isRunning(round.startdate, round.enddate, now)) return 'Ongoing';
  return hasStarted(round.startdate, round.enddate, now) ? 'Not completed' : 'Pending';
}

/** The round's matches; the one chosen (?match=) shows its results below the list. */
export function RoundMatches({ eventId, round, matches, now }: RoundMatchesProps) {
  const [params] = useSearchParams();
  const rawMatch = params.get('match');
  const chosen = rawMatch === null ? undefined : matches.find((match) => String(match.id) === rawMatch);
  return (
    <section aria-labelledby="round-matches-heading" className="block">
      <h3 id="round-matches-heading" className="title is-5">
        Matches
      </h3>
      <div className="table-container">
        <table className="table is-fullwidth is-hoverable is-narrow">
          <caption className="is-sr-only">Matches of {round.name}</caption>
          <thead>
            <tr>
              <th scope="col">Match</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {matches.map((match) => (
              <tr key={match.id} className={match.id === chosen?.id ? 'is-selected-row' : undefined}>
                <td>
                  <Link
                    to={{ pathname: paths.competition(eventId), search: eventSearch({ round: round.id, match: match.id }) }}
                    aria-current={match.id === chosen?.id ? 'true' : undefined}
                  >
                    {match.name || `Match ${match.id}`}
                  </Link>
                </td>
                <td>{matchStatus(match, round, now)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rawMatch !== null && !chosen && (
        <div className="notification is-warning" role="alert">
          This round has no match “{rawMatch}”. Choose one of its matches above.
        </div>
      )}
      {chosen && <MatchResults eventId={eventId} match={chosen} />}
    </section>
  );
}

function MatchResults({ eventId, match }: { eventId: number; match: RoundMatch }) {
  const query = useInfiniteQuery(competitionQueries.matchResults(eventId, match.id));
  const name = match.name || `Match ${match.id}`;
  return (
    <section aria-labelledby="match-results-heading" className="block">
      <h4 id="match-results-heading" className="title is-6">
        Results of {name}
      </h4>
      <PagedResults what={name} query={query} scoreKind="points" />
    </section>
  );
}
