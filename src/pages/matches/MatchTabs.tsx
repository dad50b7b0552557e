import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { MATCH_TABS, type MatchTab } from './api';

/** The three lists as Bulma tabs: links, since each list has its own address. */
export function MatchTabs({ active }: { active: MatchTab | undefined }) {
  return (
    <nav className="tabs matches-tabs" aria-label="Match types">
      <ul>
        {MATCH_TABS.map((tab) => (
          <li key={tab.id} className={tab.id === active?.id ? 'is-active' : undefined}>
            <Link to={paths.matches(tab.id)} aria-current={tab.id === active?.id ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
