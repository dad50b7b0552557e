import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { TOP_TABS, type TopTab } from './api';

/** Trophies, Ranked 2v2 and Royal as Bulma tabs: links, since each ranking has its own address. */
export function TopTabs({ active }: { active: TopTab | undefined }) {
  return (
    <nav className="tabs top-tabs" aria-label="Ranking types">
      <ul>
        {TOP_TABS.map((tab) => {
          const current = tab.id === active?.id;
          return (
            <li key={tab.id} className={current ? 'is-active' : undefined}>
              <Link to={tab.typeId === undefined ? paths.top() : paths.top(tab.id)} aria-current={current ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
