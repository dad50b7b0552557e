import { TabNav } from '../../components/TabNav';
import { paths } from '../../lib/paths';
import { EVENT_TABS, eventSearch, type EventTab } from './event';

interface EventTabsProps {
  eventId: number;
  active: EventTab | undefined;
  /** The Teams tab shows only when the event has teams. */
  showTeams: boolean;
}

/** Rounds, Teams and Leaderboard: the tab is kept in the address (?tab=). */
export function EventTabs({ eventId, active, showTeams }: EventTabsProps) {
  const tabs = EVENT_TABS.list
    .filter((tab) => tab.id !== 'teams' || showTeams)
    .map((tab) => ({
      id: tab.id,
      label: tab.label,
      to: { pathname: paths.competition(eventId), search: eventSearch({ tab: tab.id }) },
    }));
  return <TabNav label="Event sections" className="event-tabs" tabs={tabs} activeId={active} />;
}
