import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { CountedList } from '../../api/schema';
import type { TrackRecord } from '../../api/types';
import { ErrorBox } from '../../components/ErrorBox';
import { ProgressBar } from '../../components/ProgressBar';
import { RecordTable } from '../../components/RecordTable';
import { UnreadNote } from '../../components/UnreadNote';

/**
 * The campaign's newest world records, as record rows; under them, how many of those sent could not be read. A tracked
 * campaign links to all its records (the campaign activity of its leaderboard).
 */
export function RecentRecords({
  query,
  activity,
}: {
  query: UseQueryResult<CountedList<TrackRecord>>;
  activity?: string;
}) {
  return (
    <section className="block">
      <h2 className="title is-4">Recent world records</h2>
      {activity && (
        <p className="block">
          <Link to={activity}>All records of this campaign</Link>
        </p>
      )}
      {query.isPending && <ProgressBar label="Loading the recent world records…" />}
      {query.isError && <ErrorBox title="Could not load the recent world records" error={query.error} />}
      {query.isSuccess && query.data.items.length === 0 && query.data.unread === 0 && (
        <p className="notification">No world records have been set recently.</p>
      )}
      {query.isSuccess && query.data.items.length > 0 && (
        <RecordTable label="Recent world records" records={query.data.items} />
      )}
      {query.isSuccess && <UnreadNote lists={[query.data]} one="world record" />}
    </section>
  );
}
