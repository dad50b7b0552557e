import { Link } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { ImagePopup } from '../../components/ImagePopup';
import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { RemoteImage } from '../../components/RemoteImage';
import { TimeDisplay } from '../../components/TimeDisplay';
import { isDds } from '../../lib/dds';
import { formatNumber } from '../../lib/format';
import { toPlainText } from '../../lib/gameText';
import { paths } from '../../lib/paths';
import { campaignOwner, type CampaignItem, type CampaignTab } from './api';

interface CampaignTableProps {
  campaigns: CampaignItem[];
  tab: CampaignTab;
}

/** One list of campaigns, newest first as the API sends them. Published hides on touch screens, as the spec says. */
export function CampaignTable({ campaigns, tab }: CampaignTableProps) {
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-hoverable campaign-table">
        <thead>
          <tr>
            <th scope="col">Image</th>
            <th scope="col" className="campaign-name-column">Name</th>
            <th scope="col" className="has-text-right">Maps</th>
            <th scope="col" className="is-hidden-touch">Published</th>
          </tr>
        </thead>
        <tbody>
          {campaigns.map((campaign) => (
            <CampaignRow key={campaign.id} campaign={campaign} tab={tab} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CampaignRow({ campaign, tab }: { campaign: CampaignItem; tab: CampaignTab }) {
  const name = toPlainText(campaign.name);
  return (
    <tr>
      <td className="campaign-image">
        <CampaignImage url={campaign.mediaurl} name={name} />
        {campaign.official && <span className="tag is-info campaign-official">Official</span>}
      </td>
      <td>
        <Link className="has-text-weight-semibold" to={paths.campaign(campaignOwner(campaign, tab), campaign.id)}>
          <GameText text={campaign.name} />
        </Link>
        <CreatorLine campaign={campaign} />
      </td>
      <td className="has-text-right">{formatNumber(campaign.mapcount)}</td>
      <td className="is-hidden-touch campaign-published">
        <TimeDisplay value={campaign.timestamp} />
      </td>
    </tr>
  );
}

function CampaignImage({ url, name }: { url: string | undefined; name: string }) {
  // The API leaves the picture out or sends "" for many campaigns: the cell then holds only the tag, if any.
  if (!url) return null;
  const alt = `Image of ${name}`;
  if (isDds(url)) return <RemoteImage src={url} alt={alt} />;
  return <ImagePopup src={url} alt={alt} />;
}

/** "By {player} in {club}", leaving out what the API did not send; nothing at all for official campaigns. */
function CreatorLine({ campaign }: { campaign: CampaignItem }) {
  const { creatorplayer: creator, clubid, clubname } = campaign;
  const hasClub = Boolean(clubid) || Boolean(clubname);
  if (!creator && !hasClub) return null;
  const clubLabel = clubname ? <GameText text={clubname} /> : `club ${String(clubid)}`;
  return (
    <div className="is-size-7 campaign-creator">
      {creator && (
        <>
          By <PlayerHoverPopup player={creator} />
        </>
      )}
      {hasClub && (
        <>
          {creator ? ' in ' : 'In '}
          {clubid ? (
            <Link to={paths.club(clubid)}>{clubLabel}</Link>
          ) : (
            clubLabel
          )}
        </>
      )}
    </div>
  );
}
