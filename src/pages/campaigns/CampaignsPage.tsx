import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useTitle } from '../../components/useTitle';
import { paths } from '../../lib/paths';
import { CAMPAIGN_TAB_ALIASES, CAMPAIGN_TABS } from '../../data/campaigns';
import { CampaignList } from './CampaignList';
import { CampaignTabs } from './CampaignTabs';
import './campaigns.scss';
import { SectionBoundary } from '../../components/SectionBoundary';
import { UnknownSegment } from '../../components/UnknownSegment';

const TITLE = 'Campaigns';

/** /campaigns and /campaigns/{tab}: seasonal, weekly or club campaigns; no tab means seasonal. */
export function CampaignsPage() {
  useTitle(TITLE);
  const { tab: segment } = useParams();
  const { search } = useLocation();

  const alias = segment === undefined ? undefined : CAMPAIGN_TAB_ALIASES[segment];
  if (alias) return <Navigate to={{ pathname: paths.campaigns(alias), search }} replace />;

  const tab = CAMPAIGN_TABS.parse(segment);
  if (tab === undefined) {
    return (
      <section>
        <h1 className="title">{TITLE}</h1>
        <UnknownSegment
          message={`“${segment ?? ''}” is not a list of campaigns. There are three:`}
          choices={CAMPAIGN_TABS.list.map((item) => ({
            key: item.id,
            to: paths.campaigns(item.id),
            label: item.label,
          }))}
        />
      </section>
    );
  }

  return (
    <section>
      <h1 className="title">{TITLE}</h1>
      <CampaignTabs active={tab} />
      {/* A fresh list per tab: each has its own query, search box state and page count. */}
      <SectionBoundary key={tab} name="the list of campaigns">
        <CampaignList tab={tab} />
      </SectionBoundary>
    </section>
  );
}
