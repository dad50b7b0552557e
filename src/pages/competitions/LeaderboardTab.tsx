import { useInfiniteQuery } from '@tanstack/react-query';
import { competitionQueries } from './api';
import { PagedResults } from './PagedResults';

/** The Leaderboard tab: the event's overall standings, paged. */
export function LeaderboardTab({ eventId }: { eventId: number }) {
  const query = useInfiniteQuery(competitionQueries.leaderboard(eventId));
  return (
    <section aria-labelledby="leaderboard-heading">
      <h2 id="leaderboard-heading" className="title is-4">
        Leaderboard
      </h2>
      <PagedResults what="the leaderboard" query={query} scoreKind="points" />
    </section>
  );
}
