import { TabNav } from '../../components/TabNav';
import { paths } from '../../lib/paths';
import { PLAYER_TABS, type PlayerTab } from './tabs';
import { UnknownSegment } from '../../components/UnknownSegment';

/** The tab bar: each tab has its own address (the page keeps the id or vanity it was opened with). */
export function PlayerTabs({ idOrVanity, active }: { idOrVanity: string; active: PlayerTab | undefined }) {
  const tabs = PLAYER_TABS.map((tab) => ({ id: tab.id, label: tab.label, to: paths.player(idOrVanity, tab.slug) }));
  // Six long labels: on a phone one row that scrolls, not three uneven rows.
  return <TabNav label="Player sections" className="player-tabs" tabs={tabs} activeId={active?.id} scroll />;
}

export function UnknownTab({ idOrVanity, segment }: { idOrVanity: string; segment: string }) {
  const choices = PLAYER_TABS.map((tab) => ({ key: tab.id, to: paths.player(idOrVanity, tab.slug), label: tab.label }));
  return (
    <UnknownSegment
      message={`“${segment}” is not a section of the player page. Choose one of these:`}
      choices={choices}
    />
  );
}
