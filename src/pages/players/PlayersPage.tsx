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

/**
 * Who provided the accounts behind search. Kept as one constant: the spec asks for a credit line to the third party
 * that shared the dataset without naming it here.
 */
export const DATASET_CREDIT =
  'Many thanks to the community partner who shared the account dataset that makes this search possible.';

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
      <p className="players-credit is-size-7 mt-5">{DATASET_CREDIT}</p>
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
