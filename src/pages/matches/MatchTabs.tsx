import { TabNav } from '../../components/TabNav';
import { paths } from '../../lib/paths';
import { MATCH_TABS, type MatchTab } from '../../data/matches';

/** The three lists: each has its own address. */
export function MatchTabs({ active }: { active: MatchTab | undefined }) {
  const tabs = MATCH_TABS.map((tab) => ({ id: tab.id, label: tab.label, to: paths.matches(tab.id) }));
  return <TabNav label="Match types" className="matches-tabs" tabs={tabs} activeId={active?.id} />;
}
