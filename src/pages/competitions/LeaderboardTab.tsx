import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useInfiniteQuery } from '@tanstack/react-query';
import { competitionQueries, type ResultsPage } from '../../data/competitions';
import { PagedResults } from './PagedResults';

/** The Leaderboard tab: the event's overall standings, paged. */
export function LeaderboardTab({ eventId }: { eventId: number }) {
  const query = useInfiniteQuery(competitionQueries.leaderboard(eventId));
  return <EventLeaderboard headingId="leaderboard-heading" query={query} />;
}

interface EventLeaderboardProps {
  headingId: string;
  query: UseInfiniteQueryResult<InfiniteData<ResultsPage>>;
}

/** An event's overall standings under their heading, paged: a new event's Leaderboard tab and a legacy event's board alike. */
export function EventLeaderboard({ headingId, query }: EventLeaderboardProps) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="title is-4">
        Leaderboard
      </h2>
      <PagedResults what="the leaderboard" query={query} scoreKind="points" />
    </section>
  );
}
