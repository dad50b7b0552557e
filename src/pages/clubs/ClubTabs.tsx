import { TabNav } from '../../components/TabNav';
import { paths } from '../../lib/paths';
import { CLUB_TABS, type ClubTab } from '../../data/clubs';

/** The club's tabs: each has its own address (spec: /clubs/{id}/{tab}). */
export function ClubTabs({ clubId, active }: { clubId: number; active: ClubTab | undefined }) {
  const tabs = CLUB_TABS.list.map((tab) => ({ id: tab.id, label: tab.label, to: paths.club(clubId, tab.id) }));
  return <TabNav label="Club sections" className="club-tabs" tabs={tabs} activeId={active} />;
}
