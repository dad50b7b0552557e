import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { PLAYER_TABS, type PlayerTab } from './tabs';

/** The tab bar: links, since each tab has its own address (the page keeps the id or vanity it was opened with). */
export function PlayerTabs({ idOrVanity, active }: { idOrVanity: string; active: PlayerTab | undefined }) {
  return (
    <nav className="tabs player-tabs" aria-label="Player sections">
      <ul>
        {PLAYER_TABS.map((tab) => (
          <li key={tab.id} className={tab.id === active?.id ? 'is-active' : undefined}>
            <Link to={paths.player(idOrVanity, tab.slug)} aria-current={tab.id === active?.id ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function UnknownTab({ idOrVanity, segment }: { idOrVanity: string; segment: string }) {
  return (
    <div className="notification is-warning" role="alert">
      <p className="block">“{segment}” is not a section of the player page. Choose one of these:</p>
      <div className="buttons">
        {PLAYER_TABS.map((tab) => (
          <Link key={tab.id} className="button is-dark" to={paths.player(idOrVanity, tab.slug)}>
            {tab.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
