import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { CLUB_TABS, type ClubTab } from './api';

/** The club's tabs as links: each tab has its own address (spec: /clubs/{id}/{tab}). */
export function ClubTabs({ clubId, active }: { clubId: number; active: ClubTab | undefined }) {
  return (
    <nav className="tabs club-tabs" aria-label="Club sections">
      <ul>
        {CLUB_TABS.map((tab) => (
          <li key={tab.id} className={tab.id === active ? 'is-active' : undefined}>
            <Link to={paths.club(clubId, tab.id)} aria-current={tab.id === active ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
