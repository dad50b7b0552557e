import { useQuery } from '@tanstack/react-query';
import { ErrorBox } from '../../components/ErrorBox';
import { ProgressBar } from '../../components/ProgressBar';
import { formatNumber } from '../../lib/format';
import { useSession } from '../../session/SessionProvider';
import { campaignQueries } from './api';

/**
 * The signed-in player's own place in the campaign leaderboard (spec part 2: personal leaderboard positions apply only
 * when logged in). Visitors see nothing and nothing is asked for.
 */
export function CampaignPersonalCard({ uid }: { uid: string }) {
  const { session } = useSession();
  const query = useQuery({ ...campaignQueries.personal(uid, session?.accountid ?? ''), enabled: session !== null });
  if (!session) return null;
  const answer = query.data;
  const position = answer?.position ?? answer?.rank;
  const points = answer?.points ?? answer?.score;
  return (
    <section className="box campaign-personal" aria-labelledby="campaign-personal-title">
      <h3 id="campaign-personal-title" className="title is-5">
        Your campaign position
      </h3>
      {query.isPending && <ProgressBar label="Loading your campaign position…" />}
      {query.isError && <ErrorBox title="Could not load your campaign position" error={query.error} />}
      {query.isSuccess && position === undefined && <p>You have no position in this campaign yet.</p>}
      {position !== undefined && (
        <dl className="campaign-personal-facts">
          <dt>Position</dt>
          <dd>{formatNumber(position)}</dd>
          <dt>Points</dt>
          <dd className="is-mono">{points === undefined ? '-' : formatNumber(points)}</dd>
        </dl>
      )}
    </section>
  );
}
