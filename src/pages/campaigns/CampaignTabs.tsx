import { TabNav } from '../../components/TabNav';
import { paths } from '../../lib/paths';
import { CAMPAIGN_TABS, type CampaignTab } from '../../data/campaigns';

/** The three lists: each has its own address. */
export function CampaignTabs({ active }: { active: CampaignTab }) {
  const tabs = CAMPAIGN_TABS.list.map((tab) => ({ id: tab.id, label: tab.label, to: paths.campaigns(tab.id) }));
  // Three tabs that share one row in equal parts on a phone (campaigns.scss): nothing to scroll.
  return <TabNav label="Campaign lists" className="campaign-tabs" tabs={tabs} activeId={active} scroll={false} />;
}
