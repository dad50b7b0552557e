import { useQuery } from '@tanstack/react-query';
import { OwnAnswerCard } from '../../components/OwnAnswerCard';
import { formatNumber } from '../../lib/format';
import { useSession } from '../../session/SessionProvider';
import { campaignQueries } from '../../data/campaign';

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
    <OwnAnswerCard
      className="campaign-personal"
      headingId="campaign-personal-title"
      level={3}
      title="Your campaign position"
      query={query}
      has={position !== undefined}
      none="You have no position in this campaign yet."
    >
      {position !== undefined && (
        <dl className="campaign-personal-facts">
          <dt>Position</dt>
          <dd>{formatNumber(position)}</dd>
          <dt>Points</dt>
          <dd className="is-mono">{points === undefined ? '-' : formatNumber(points)}</dd>
        </dl>
      )}
    </OwnAnswerCard>
  );
}
