import { useInfiniteQuery } from '@tanstack/react-query';
import { competitionQueries } from '../../data/competitions';
import { useSignedInAccount } from '../../session/SessionProvider';
import { expectedQualificationRows } from './cup';
import { PagedResults } from './PagedResults';

interface QualificationResultsProps {
  competitionId: number;
  challengeId: number;
  /** The cup's field: the most rows the qualification lists (the events page reads the same list so). */
  players: number | undefined;
}

/** The qualification's ranking with race times, page by page. */
export function QualificationResults({ competitionId, challengeId, players }: QualificationResultsProps) {
  const query = useInfiniteQuery(competitionQueries.challengeResults(competitionId, challengeId, players));
  const ownId = useSignedInAccount();
  return (
    <PagedResults
      what="the qualification"
      pages={query.data?.pages}
      query={query}
      showTime
      ownId={ownId}
      expectedRows={expectedQualificationRows(players)}
    />
  );
}
