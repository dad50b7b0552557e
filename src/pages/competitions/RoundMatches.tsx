import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { hasStarted, isRunning } from '../../lib/roundStatus';
import { paths } from '../../lib/paths';
import { competitionQueries, type Round, type RoundMatch } from '../../data/competitions';
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

/** Two short columns, the match's link and its state: they fit every width as they are. */
function matchColumns(eventId: number, round: Round, now: number, chosenId: number | undefined): Column<RoundMatch>[] {
  return [
    {
      id: 'match',
      header: 'Match',
      main: true,
      cell: (match) => (
        <Link
          to={{ pathname: paths.competition(eventId), search: eventSearch({ round: round.id, match: match.id }) }}
          aria-current={match.id === chosenId ? 'true' : undefined}
        >
          {match.name || `Match ${match.id}`}
        </Link>
      ),
    },
    { id: 'status', header: 'Status', cell: (match) => matchStatus(match, round, now) },
  ];
}

/** The round's matches; the one chosen (?match=) shows its results below the list. */
export function RoundMatches({ eventId, round, matches, now }: RoundMatchesProps) {
  const [params] = useSearchParams();
  const rawMatch = params.get('match');
  const chosen = rawMatch === null ? undefined : matches.find((match) => String(match.id) === rawMatch);
  const columns = useMemo(() => matchColumns(eventId, round, now, chosen?.id), [eventId, round, now, chosen?.id]);
  return (
    <section aria-labelledby="round-matches-heading" className="block">
      <h3 id="round-matches-heading" className="title is-5">
        Matches
      </h3>
      <ResponsiveTable
        label={`Matches of ${round.name}`}
        className="is-narrow"
        columns={columns}
        rows={matches}
        rowKey={(match) => match.id}
        rowProps={(match) => (match.id === chosen?.id ? { className: 'is-selected-row' } : undefined)}
      />
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
    <section aria-labelledby="match-results-heading" className="block round-match-results">
      <h4 id="match-results-heading" className="title is-6">
        Results of {name}
      </h4>
      <PagedResults what={name} query={query} scoreKind="points" />
    </section>
  );
}
