import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useSession } from '../../session/SessionProvider';
import { campaignQueries, type Campaign } from '../campaign/api';
import { RecordsGrid } from './RecordsGrid';
import { RecordsSection, WhenReached } from './RecordsSection';
import { RecordsSignIn } from './RecordsSignIn';
import './records.scss';

/** "My records" of a campaign page: every map of its playlist, with the campaign position above. */
export default function CampaignRecords({ campaign, heading = true, paramPrefix }: { campaign: Campaign; heading?: boolean; paramPrefix?: string }) {
  const { session } = useSession();
  const group = campaign.leaderboarduid ?? '';
  const maps = campaign.playlist.map((map, index) => ({
    map,
    group,
    href: paths.campaignLeaderboard(group, map.mapUid),
    label: String(index + 1).padStart(2, '0'),
  }));
  const content = !session ? (
    <RecordsSignIn what="this campaign" />
  ) : group === '' || maps.length === 0 ? (
    <p>This campaign has no leaderboard to hold records.</p>
  ) : (
    // A new campaign waits for the reader again (the key): its grid is another fan-out.
    <WhenReached key={group} reached={!heading}>
      {/* Another account signing in gets a grid of its own: what moved is read and kept per account. */}
      <RecordsGrid
        key={session.accountid}
        what="this campaign"
        maps={maps}
        accountId={session.accountid}
        scope={`campaign:${group}`}
        closed={false}
        paramPrefix={paramPrefix}
      >
        <CampaignPosition uid={group} accountId={session.accountid} />
      </RecordsGrid>
    </WhenReached>
  );
  return <RecordsSection heading={heading}>{content}</RecordsSection>;
}

/** The campaign position line of the summary (the campaign's own personal card asks the same: one cached answer). */
function CampaignPosition({ uid, accountId }: { uid: string; accountId: string }) {
  const query = useQuery(campaignQueries.personal(uid, accountId));
  const position = query.data?.position ?? query.data?.rank;
  if (query.isPending) return null;
  return <p className="records-position">{position === undefined ? 'No campaign position yet.' : `Campaign position: ${formatNumber(position)}`}</p>;
}
