import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { PLAYER_TABS, type PlayerTab } from './api';

/** Search and the three groups as Bulma tabs: links, since each has its own address. */
export function PlayerTabs({ active }: { active: PlayerTab | undefined }) {
  return (
    <nav className="tabs players-tabs" aria-label="Player lists">
      <ul>
        {PLAYER_TABS.map((tab) => {
          const current = tab.id === active?.id;
          return (
            <li key={tab.id} className={current ? 'is-active' : undefined}>
              <Link to={paths.players(tab.group)} aria-current={current ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
