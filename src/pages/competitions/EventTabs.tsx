import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { EVENT_TABS, eventSearch, type EventTab } from './event';

interface EventTabsProps {
  eventId: number;
  active: EventTab | undefined;
  /** The Teams tab shows only when the event has teams. */
  showTeams: boolean;
}

/** Rounds, Teams and Leaderboard as links: the tab is kept in the address (?tab=). */
export function EventTabs({ eventId, active, showTeams }: EventTabsProps) {
  const tabs = EVENT_TABS.filter((tab) => tab.id !== 'teams' || showTeams);
  return (
    <nav className="tabs event-tabs" aria-label="Event sections">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id} className={tab.id === active ? 'is-active' : undefined}>
            <Link to={{ pathname: paths.competition(eventId), search: eventSearch({ tab: tab.id }) }} aria-current={tab.id === active ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
