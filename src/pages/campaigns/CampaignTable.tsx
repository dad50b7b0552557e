import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { ImagePopup } from '../../components/ImagePopup';
import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { RemoteImage } from '../../components/RemoteImage';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { TimeDisplay } from '../../components/TimeDisplay';
import { isDds } from '../../lib/dds';
import { formatNumber } from '../../lib/format';
import { toPlainText } from '../../lib/gameText';
import { paths } from '../../lib/paths';
import { campaignOwner, type CampaignItem, type CampaignTab } from '../../data/campaigns';

interface CampaignTableProps {
  campaigns: CampaignItem[];
  tab: CampaignTab;
}

/**
 * One list of campaigns, newest first as the API sends them. Image, name (with its creator line) and map count show
 * at every width; Published hides on touch screens, as the spec says.
 */
export function CampaignTable({ campaigns, tab }: CampaignTableProps) {
  const columns = useMemo(() => campaignColumns(tab), [tab]);
  return (
    <ResponsiveTable
      label="Campaigns"
      className="campaign-table"
      columns={columns}
      rows={campaigns}
      rowKey={(campaign) => campaign.id}
    />
  );
}

function campaignColumns(tab: CampaignTab): Column<CampaignItem>[] {
  return [
    {
      id: 'image',
      header: 'Image',
      className: 'campaign-image',
      cell: (campaign) => (
        <>
          <CampaignImage url={campaign.mediaurl} name={toPlainText(campaign.name)} />
          {campaign.official && <span className="tag is-info campaign-official">Official</span>}
        </>
      ),
    },
    {
      id: 'name',
      header: 'Name',
      main: true,
      className: 'campaign-name-column',
      cell: (campaign) => (
        <>
          <Link className="has-text-weight-semibold" to={paths.campaign(campaignOwner(campaign, tab), campaign.id)}>
            <GameText text={campaign.name} />
          </Link>
          <CreatorLine campaign={campaign} />
        </>
      ),
    },
    { id: 'maps', header: 'Maps', numeric: true, nowrap: true, cell: (campaign) => formatNumber(campaign.mapcount) },
    {
      id: 'published',
      header: 'Published',
      show: 'desktop',
      nowrap: true,
      cell: (campaign) => <TimeDisplay value={campaign.timestamp} />,
    },
  ];
}

function CampaignImage({ url, name }: { url: string | undefined; name: string }) {
  // The API leaves the picture out (2026: no `mediaurl` key) or sends "" for many campaigns: a quiet empty frame keeps
  // the rows aligned, never a broken image. It is decoration only: assistive technology skips it.
  const alt = `Image of ${name}`;
  if (!url)
    return <span className="campaign-image-none" role="img" aria-label={`No image for ${name}`} aria-hidden="true" />;
  if (isDds(url)) return <RemoteImage src={url} alt={alt} />;
  // Square, as the thumbnails are: the box holds its place before the picture arrives, so the names beside it stay put.
  return <ImagePopup src={url} alt={alt} aspectRatio="1 / 1" />;
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
          {clubid ? <Link to={paths.club(clubid)}>{clubLabel}</Link> : clubLabel}
        </>
      )}
    </div>
  );
}
