import { TabNav } from '../../components/TabNav';
import { paths } from '../../lib/paths';
import { PLAYER_TABS, type PlayerTab } from '../../data/players';

/** Search and the three groups: each has its own address. */
export function PlayerTabs({ active }: { active: PlayerTab | undefined }) {
  const tabs = PLAYER_TABS.map((tab) => ({ id: tab.id, label: tab.label, to: paths.players(tab.group) }));
  return <TabNav label="Player lists" className="players-tabs" tabs={tabs} activeId={active?.id} />;
}
