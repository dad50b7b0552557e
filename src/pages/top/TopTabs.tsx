import { TabNav } from '../../components/TabNav';
import { paths } from '../../lib/paths';
import { TOP_TABS, type TopTab } from '../../data/rankings';

/** Trophies, Ranked 2v2 and Royal: each ranking has its own address. */
export function TopTabs({ active }: { active: TopTab | undefined }) {
  const tabs = TOP_TABS.map((tab) => ({
    id: tab.id,
    label: tab.label,
    to: tab.typeId === undefined ? paths.top() : paths.top(tab.id),
  }));
  return <TabNav label="Ranking types" className="top-tabs" tabs={tabs} activeId={active?.id} />;
}
