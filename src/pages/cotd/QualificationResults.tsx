import { useInfiniteQuery } from '@tanstack/react-query';
import { cotdQueries } from '../../data/cotd';
import { useSignedInAccount } from '../../session/SessionProvider';
import { expectedQualificationRows } from './cup';
import { PagedResults } from './PagedResults';

/** The qualification's ranking with race times, page by page. */
export function QualificationResults({
  competitionId,
  challengeId,
  players,
}: {
  competitionId: number;
  challengeId: number;
  players: number | undefined;
}) {
  const query = useInfiniteQuery(cotdQueries.qualification(competitionId, challengeId));
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
