import { useQuery } from '@tanstack/react-query';
import { useTitle } from '../../components/useTitle';
import { boardGroup, leaderboardQueries } from '../../data/leaderboard';
import { LeaderboardView } from './LeaderboardView';
import { DATA_API_DOWN_HINT } from '../../lib/site';
import { PageLoadState } from '../../components/PageLoadState';

/** The current Track of the Day's leaderboard: asks which map it is, then shows that map in its month's group. */
export function TodayLeaderboardPage() {
  const today = useQuery(leaderboardQueries.today());
  useTitle(today.data?.uid ? undefined : 'Track of the Day leaderboard');
  if (today.isPending || today.isError || !today.data.uid) {
    return (
      <PageLoadState
        title="Track of the Day leaderboard"
        pending={today.isPending}
        loading="Finding today’s map…"
        errorTitle="Could not find today’s map"
        error={today.error ?? 'The answer did not name a map.'}
      >
        <p>{DATA_API_DOWN_HINT}</p>
      </PageLoadState>
    );
  }
  return <LeaderboardView group={boardGroup(today.data.group)} uid={today.data.uid} />;
}
