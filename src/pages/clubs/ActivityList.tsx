import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { ErrorBox } from '../../components/ErrorBox';
import { QueryLoadMore } from '../../components/LoadMoreButton';
import { ProgressBar } from '../../components/ProgressBar';
import { listOf } from '../../lib/listOf';
import { mergeByKey } from '../../lib/mergeByKey';
import { ActivityTable } from './ActivityTable';
import type { ClubActivityPage } from './types';

interface ActivityListProps {
  clubId: number;
  query: UseInfiniteQueryResult<InfiniteData<ClubActivityPage>>;
}

/** A paged list of activities with its loading, empty ("No activities found.", spec §8) and error states. */
export function ActivityList({ clubId, query }: ActivityListProps) {
  const activities = mergeByKey(
    (query.data?.pages ?? []).map((page) => listOf(page.activities).filter((activity) => typeof activity.id === 'number')),
    (activity) => activity.id,
  );
  return (
    <>
      {query.isPending && <ProgressBar label="Loading activities…" />}
      {query.isSuccess && activities.length === 0 && (
        <p className="notification" role="status">
          No activities found.
        </p>
      )}
      {activities.length > 0 && <ActivityTable clubId={clubId} activities={activities} />}
      {query.isError && (
        <ErrorBox title={query.isFetchNextPageError ? 'Could not load more activities' : 'Could not load the activities'} error={query.error} />
      )}
      <QueryLoadMore query={query} />
    </>
  );
}
