import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { PagedListFoot } from '../../components/PagedListFoot';
import { ProgressBar } from '../../components/ProgressBar';
import { UnreadNote } from '../../components/UnreadNote';
import { mergePagedLists } from '../../lib/mergeByKey';
import { ActivityTable } from './ActivityTable';
import type { ClubActivityPage } from '../../data/clubTypes';

interface ActivityListProps {
  clubId: number;
  query: UseInfiniteQueryResult<InfiniteData<ClubActivityPage>>;
}

/** A paged list of activities with its loading, empty ("No activities found.", spec §8) and error states. */
export function ActivityList({ clubId, query }: ActivityListProps) {
  const { lists, items: activities } = mergePagedLists(
    query.data?.pages,
    (page) => page.activities,
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
      <UnreadNote lists={lists} one="activity" many="activities" />
      <PagedListFoot
        query={query}
        errorTitle={{ first: 'Could not load the activities', more: 'Could not load more activities' }}
      />
    </>
  );
}
