import './players.scss';
import { useParams } from 'react-router-dom';
import { useTitle } from '../../components/useTitle';
import { paths } from '../../lib/paths';
import { PLAYER_TABS, playerTabOf } from '../../data/players';
import { GroupList } from './GroupList';
import { PlayerSearch } from './PlayerSearch';
import { PlayerTabs } from './PlayerTabs';
import { SectionBoundary } from '../../components/SectionBoundary';
import { UnknownSegment } from '../../components/UnknownSegment';

export function PlayersPage() {
  const { group: segment } = useParams();
  const tab = playerTabOf(segment);
  useTitle(tab === undefined ? 'Players' : tab.group === undefined ? 'Player search' : `${tab.label} players`);
  return (
    <section>
      <h1 className="title">Players</h1>
      <PlayerTabs active={tab} />
      {tab === undefined ? (
        <UnknownGroup segment={segment ?? ''} />
      ) : tab.group === undefined ? (
        <SectionBoundary name="the player search">
          <PlayerSearch />
        </SectionBoundary>
      ) : (
        <SectionBoundary key={tab.id} name={`the ${tab.label} list`}>
          <GroupList tab={tab} />
        </SectionBoundary>
      )}
    </section>
  );
}

function UnknownGroup({ segment }: { segment: string }) {
  const choices = PLAYER_TABS.map((tab) => ({
    key: tab.id,
    to: paths.players(tab.group),
    label: tab.group === undefined ? 'Player search' : `${tab.label} players`,
  }));
  return (
    <UnknownSegment message={`“${segment}” is not a player group. Choose one of these lists:`} choices={choices} />
  );
}
