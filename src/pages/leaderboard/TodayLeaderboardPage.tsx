import { useQuery } from '@tanstack/react-query';
import { ErrorBox } from '../../components/ErrorBox';
import { ProgressBar } from '../../components/ProgressBar';
import { useTitle } from '../../components/useTitle';
import { boardGroup, leaderboardQueries } from './api';
import { LeaderboardView } from './LeaderboardView';
import { DATA_API_DOWN_HINT } from '../../lib/site';

/** The current Track of the Day's leaderboard: asks which map it is, then shows that map in its month's group. */
export function TodayLeaderboardPage() {
  const today = useQuery(leaderboardQueries.today());
  useTitle(today.data?.uid ? undefined : 'Track of the Day leaderboard');
  if (today.isPending) {
    return (
      <section>
        <h1 className="title">Track of the Day leaderboard</h1>
        <ProgressBar label="Finding today’s map…" />
      </section>
    );
  }
  if (today.isError || !today.data.uid) {
    return (
      <section>
        <h1 className="title">Track of the Day leaderboard</h1>
        <ErrorBox title="Could not find today’s map" error={today.error ?? 'The answer did not name a map.'}>
          <p>{DATA_API_DOWN_HINT}</p>
        </ErrorBox>
      </section>
    );
  }
  return <LeaderboardView group={boardGroup(today.data.group)} uid={today.data.uid} />;
}
