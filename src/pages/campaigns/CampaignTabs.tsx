import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { CAMPAIGN_TABS, type CampaignTab } from './api';

/** The three lists as Bulma tabs. They are links (each list has its own address), not an ARIA tab widget. */
export function CampaignTabs({ active }: { active: CampaignTab }) {
  return (
    <nav className="tabs campaign-tabs" aria-label="Campaign lists">
      <ul>
        {CAMPAIGN_TABS.map((tab) => (
          <li key={tab.id} className={tab.id === active ? 'is-active' : undefined}>
            <Link to={paths.campaigns(tab.id)} aria-current={tab.id === active ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
