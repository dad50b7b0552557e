import './matches.scss';
import { useParams } from 'react-router-dom';
import { useTitle } from '../../components/useTitle';
import { paths } from '../../lib/paths';
import { MATCH_TABS, matchTabOf, type MatchTab } from '../../data/matches';
import { GoToMatch } from './GoToMatch';
import { MatchList } from './MatchList';
import { MatchTabs } from './MatchTabs';
import { UnknownSegment } from '../../components/UnknownSegment';

const TITLE = 'Matches';

/** Worded like the player page's notices: the list stays useful as history. */
const DISCONTINUED: Partial<Record<MatchTab['id'], string>> = {
  royal: 'Royal matchmaking has been discontinued. This list shows the historical Royal matches.',
  '3v3': 'Ranked 3v3 has been discontinued. This list shows the historical 3v3 matches.',
};

export function MatchesPage() {
  const { tab: segment } = useParams();
  const tab = matchTabOf(segment);
  useTitle(tab ? `${tab.label} matches` : TITLE);
  return (
    <section>
      <h1 className="title">{TITLE}</h1>
      <MatchTabs active={tab} />
      <GoToMatch />
      {tab ? <TabContent key={tab.id} tab={tab} /> : <UnknownTab segment={segment ?? ''} />}
    </section>
  );
}

function TabContent({ tab }: { tab: MatchTab }) {
  const discontinued = DISCONTINUED[tab.id];
  return (
    <>
      <div className="content matches-notes">
        {discontinued && <p className="notification is-warning matches-discontinued">{discontinued}</p>}
        <p>Matches may take a few minutes to show up in the list below.</p>
      </div>
      <MatchList tab={tab} />
    </>
  );
}

function UnknownTab({ segment }: { segment: string }) {
  const choices = MATCH_TABS.map((tab) => ({ key: tab.id, to: paths.matches(tab.id), label: `${tab.label} matches` }));
  return <UnknownSegment message={`“${segment}” is not a match type. Choose one of these lists:`} choices={choices} />;
}
