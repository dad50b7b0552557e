import './top.scss';
import { useLocation, useParams } from 'react-router-dom';
import { useTitle } from '../../components/useTitle';
import { paths } from '../../lib/paths';
import { TOP_TABS, topTabOf } from '../../data/rankings';
import { MatchmakingRanking } from './MatchmakingRanking';
import { TopTabs } from './TopTabs';
import { TrophyRanking } from './TrophyRanking';
import { SectionBoundary } from '../../components/SectionBoundary';
import { UnknownSegment } from '../../components/UnknownSegment';

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
  const choices = TOP_TABS.map((tab) => ({
    key: tab.id,
    to: tab.typeId === undefined ? paths.top() : paths.top(tab.id),
    label: `${tab.label} ranking`,
  }));
  return <UnknownSegment message={`“${path}” is not a ranking. Choose one of these:`} choices={choices} />;
}
