import './player.scss';
import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { isNotFoundError } from '../../api/client';
import { ErrorBox } from '../../components/ErrorBox';
import { plainPlayerName } from '../../components/PlayerName';
import { ProgressBar } from '../../components/ProgressBar';
import { useTitle } from '../../components/useTitle';
import { paths } from '../../lib/paths';
import { DATA_API_DOWN_HINT } from '../../lib/site';
import { useSession } from '../../session/SessionProvider';
import { playerQueries, type PlayerProfile } from '../../data/player';
import { CotdTab } from './CotdTab';
import { MatchesTab } from './MatchesTab';
import { PlayerHeader } from './PlayerHeader';
import { PlayerTabs, UnknownTab } from './PlayerTabs';
import { SummaryTab } from './SummaryTab';
import { playerTabOf, type PlayerTab } from './tabs';
import { TrophiesTab } from './TrophiesTab';
import { SectionBoundary } from '../../components/SectionBoundary';

/** /player/{id or vanity}/{tab?}: the header, the tab bar and the chosen tab. */
export function PlayerPage() {
  const { id = '', tab: segment } = useParams();
  const tab = playerTabOf(segment);
  const { session } = useSession();
  // The opening prefetch asked for this very query: the page reads its answer (a saved profile edit marks it stale,
  // see ProfileForm), so a reload asks for the profile once.
  const query = useQuery(playerQueries.profile(id));
  // The page is drawn from a deferred copy of the answer: React then renders it in slices it can interrupt, rather
  // than in one long task that holds up the browser (Lighthouse's total blocking time on a phone).
  const profile = useDeferredValue(query.data);
  useTitle(profile ? plainPlayerName({ id: profile.accountid, name: profile.displayname }) : 'Player');

  if (query.isPending || (query.isSuccess && profile === undefined)) return <ProgressBar label="Loading the player…" />;
  if (query.isError || !profile) return <ProfileError error={query.error} id={id} />;
  const own = session !== null && session.accountid === profile.accountid;
  return (
    <section className="player-page">
      <SectionBoundary name="the player's header">
        <PlayerHeader profile={profile} own={own} />
      </SectionBoundary>
      <PlayerTabs idOrVanity={id} active={tab} />
      {tab ? (
        <SectionBoundary key={tab.id} name={`the ${tab.label} tab`}>
          <TabContent tab={tab} profile={profile} />
        </SectionBoundary>
      ) : (
        <UnknownTab idOrVanity={id} segment={segment ?? ''} />
      )}
    </section>
  );
}

function TabContent({ tab, profile }: { tab: PlayerTab; profile: PlayerProfile }) {
  if (tab.typeId !== undefined) return <MatchesTab tab={tab} typeId={tab.typeId} accountId={profile.accountid} />;
  if (tab.id === 'trophies') return <TrophiesTab accountId={profile.accountid} />;
  if (tab.id === 'cotd') return <CotdTab accountId={profile.accountid} />;
  return <SummaryTab profile={profile} />;
}

/** The API does not know the account (or not yet, client.ts); other failures, an {error} among them, are trouble on the way. */
function ProfileError({ error, id }: { error: unknown; id: string }) {
  const unknown = isNotFoundError(error);
  return (
    <section className="player-page">
      <h1 className="title">Player</h1>
      <ErrorBox
        title={unknown ? 'This player could not be found' : 'Could not load this player'}
        error={error ?? 'The answer held no player.'}
      >
        {unknown ? (
          <p>
            No account is known as <span className="is-mono">{id}</span>. It may be mistyped, or a new account the site
            has not seen yet: players appear once they have played ranked, Royal or a Cup of the Day.
          </p>
        ) : (
          <p>{DATA_API_DOWN_HINT}</p>
        )}
      </ErrorBox>
      <Link className="button" to={paths.players()}>
        Search for a player
      </Link>
    </section>
  );
}
