import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useSession } from '../../session/SessionProvider';
import { campaignQueries, type Campaign } from '../../data/campaign';
import { RecordsGrid } from './RecordsGrid';
import { RecordsSection, WhenReached } from './RecordsSection';
import { RecordsSignIn } from './RecordsSignIn';
import './records.scss';

/** "My records" of a campaign page: every map of its playlist, with the campaign position above. */
export default function CampaignRecords({
  campaign,
  heading = true,
  paramPrefix,
}: {
  campaign: Campaign;
  heading?: boolean;
  paramPrefix?: string;
}) {
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
        <CampaignPosition uid={group} accountId={session.accountid} onDemand={!heading} />
      </RecordsGrid>
    </WhenReached>
  );
  return <RecordsSection heading={heading}>{content}</RecordsSection>;
}

/**
 * The campaign position line of the summary (the campaign's own personal card asks the same: one cached answer).
 * `onDemand` (the records page, issue 33): asked on a click, unless this visit already has it. The page's first
 * section is held to 50 requests, one per map and one player count per map with a record; the position would be the
 * 51st, and it is one click away.
 */
function CampaignPosition({ uid, accountId, onDemand }: { uid: string; accountId: string; onDemand: boolean }) {
  const [asked, setAsked] = useState(!onDemand);
  const query = useQuery({ ...campaignQueries.personal(uid, accountId), enabled: asked });
  const position = query.data?.position ?? query.data?.rank;
  if (query.data === undefined && !asked) {
    return (
      <p className="records-position">
        <button type="button" className="button is-small" onClick={() => setAsked(true)}>
          Show my campaign position
        </button>
      </p>
    );
  }
  if (query.isError) return <p className="records-position">Could not load your campaign position.</p>;
  if (query.isPending) return onDemand ? <p className="records-position">Loading your campaign position…</p> : null;
  return (
    <p className="records-position">
      {position === undefined ? 'No campaign position yet.' : `Campaign position: ${formatNumber(position)}`}
    </p>
  );
}
