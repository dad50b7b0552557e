import './top.scss';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useTitle } from '../../components/useTitle';
import { paths } from '../../lib/paths';
import { TOP_TABS, topTabOf } from './api';
import { MatchmakingRanking } from './MatchmakingRanking';
import { TopTabs } from './TopTabs';
import { TrophyRanking } from './TrophyRanking';
import { SectionBoundary } from '../../components/SectionBoundary';

/** Serves /top, /top/{tab}, /top/trophies/{zoneId}, /matchmaking and /matchmaking/{tab}. */
export function TopPage() {
  const { tab: segment, zoneId } = useParams();
  const { pathname } = useLocation();
  const tab = topTabOf(segment, pathname === paths.matchmaking() || pathname.startsWith(`${paths.matchmaking()}/`));
  // Only the trophy ranking has zones: /top/royal/{anything} is not a page.
  const valid = tab !== undefined && (zoneId === undefined || tab.typeId === undefined);
  return (
    <section>
      <h1 className="title">Rankings</h1>
      <TopTabs active={valid ? tab : undefined} />
      {!valid ? (
        <UnknownRanking path={[segment, zoneId].filter(Boolean).join('/')} />
      ) : tab.typeId === undefined ? (
        <SectionBoundary name="the trophy ranking">
          <TrophyRanking zoneParam={zoneId} />
        </SectionBoundary>
      ) : (
        <SectionBoundary key={tab.id} name={`the ${tab.label} ranking`}>
          <MatchmakingRanking tab={tab} />
        </SectionBoundary>
      )}
    </section>
  );
}

function UnknownRanking({ path }: { path: string }) {
  useTitle('Rankings');
  return (
    <div className="notification is-warning" role="alert">
      <p className="block">“{path}” is not a ranking. Choose one of these:</p>
      <div className="buttons">
        {TOP_TABS.map((tab) => (
          <Link key={tab.id} className="button is-dark" to={tab.typeId === undefined ? paths.top() : paths.top(tab.id)}>
            {tab.label} ranking
          </Link>
        ))}
      </div>
    </div>
  );
}
