import './compare.scss';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { PlayerName } from '../../components/PlayerName';
import { ProgressBar } from '../../components/ProgressBar';
import { useTitle } from '../../components/useTitle';
import { paths } from '../../lib/paths';
import { playerQueries, type PlayerProfile } from '../../data/player';
import { CompareHeader, nameOfProfile, playerOfProfile } from './CompareHeader';
import { ProfileErrors, SamePlayer, type FailedSide } from './CompareStates';
import { CotdCompare, cotdFacts } from './CotdCompare';
import { HeadToHead } from './HeadToHead';
import { OneSide } from './OneSide';
import { CompareScore } from './CompareScore';
import { factScore, type Fact } from './CompareTable';
import { RanksCompare, rankFacts } from './RanksCompare';
import { TrophiesCompare, trophyFacts } from './TrophiesCompare';
import { useHistories } from './useHistories';
import { SectionBoundary } from '../../components/SectionBoundary';

/** An answer without an account id holds no player (an odd answer is an error, not a blank page). */
const validProfile = (data: PlayerProfile | undefined): PlayerProfile | undefined =>
  data && typeof data.accountid === 'string' && data.accountid !== '' ? data : undefined;

/** /compare/{a}/{b}: two players side by side. Everything comes from the address, so it can be shared. */
export function ComparePage() {
  const { a = '', b = '' } = useParams();
  const sameText = a.toLowerCase() === b.toLowerCase();
  const queryA = useQuery(playerQueries.profile(a));
  const queryB = useQuery({ ...playerQueries.profile(b), enabled: !sameText });
  const [profileA, profileB] = [validProfile(queryA.data), validProfile(queryB.data)];
  useTitle(
    profileA && profileB && !sameText ? `${nameOfProfile(profileA)} vs ${nameOfProfile(profileB)}` : 'Compare players',
  );

  if (sameText) return <SamePlayer a={a} profile={profileA} />;
  if (queryA.isPending || queryB.isPending) {
    return (
      <section className="compare-page">
        <h1 className="title">Compare players</h1>
        <ProgressBar label="Loading the players…" />
      </section>
    );
  }
  if (!profileA || !profileB) {
    const failedA: FailedSide = {
      id: a,
      error: queryA.error ?? 'The answer held no player.',
      replace: (pick) => paths.compare(pick, b),
      otherId: profileB?.accountid,
    };
    const failedB: FailedSide = {
      id: b,
      error: queryB.error ?? 'The answer held no player.',
      replace: (pick) => paths.compare(a, pick),
      otherId: profileA?.accountid,
    };
    // One player loaded: shown beside the other's failure, which takes only that player's place.
    if (profileA) return <OneSide sides={[{ profile: profileA }, { failed: failedB }]} />;
    if (profileB) return <OneSide sides={[{ failed: failedA }, { profile: profileB }]} />;
    return <ProfileErrors failed={[failedA, failedB]} />;
  }
  if (profileA.accountid === profileB.accountid) return <SamePlayer a={a} profile={profileA} />;
  // A new pair starts afresh: pickers closed, no state of the previous pair.
  return <Comparison key={`${a}/${b}`} a={a} b={b} profiles={[profileA, profileB]} />;
}

function Comparison({ a, b, profiles }: { a: string; b: string; profiles: readonly [PlayerProfile, PlayerProfile] }) {
  const histories = useHistories(profiles[0].accountid, profiles[1].accountid);
  const names = [nameOfProfile(profiles[0]), nameOfProfile(profiles[1])] as const;
  const facts = {
    trophies: trophyFacts(profiles),
    ranks: rankFacts(profiles),
    cotd: cotdFacts(histories),
  };
  const heads = [
    <PlayerName key="a" player={playerOfProfile(profiles[0])} />,
    <PlayerName key="b" player={playerOfProfile(profiles[1])} />,
  ] as const;
  return (
    <section className="compare-page">
      <CompareHeader a={a} b={b} profiles={profiles} />
      <OverallScore names={names} facts={[...facts.trophies, ...facts.ranks, ...facts.cotd]} />
      <div className="columns is-multiline">
        <div className="column is-half-desktop is-full">
          <SectionBoundary name="the trophies">
            <TrophiesCompare facts={facts.trophies} heads={heads} names={names} />
          </SectionBoundary>
        </div>
        <div className="column is-half-desktop is-full">
          <SectionBoundary name="the matchmaking ranks">
            <RanksCompare facts={facts.ranks} heads={heads} names={names} />
          </SectionBoundary>
          <SectionBoundary name="the Cup of the Day">
            <CotdCompare histories={histories} facts={facts.cotd} names={names} heads={heads} />
          </SectionBoundary>
        </div>
      </div>
      <SectionBoundary name="the head-to-head matches">
        <HeadToHead histories={histories} names={names} heads={heads} />
      </SectionBoundary>
    </section>
  );
}

/**
 * The page's score over every fact the sections mark (trophies, matchmaking, Cup of the Day), above them all. The
 * head-to-head counts cups, not facts, and keeps its own score.
 */
function OverallScore({ names, facts }: { names: readonly [string, string]; facts: readonly Fact[] }) {
  const score = factScore(facts);
  return (
    <div className="block compare-overall">
      <CompareScore names={names} a={score.a} b={score.b} lead="Over all the facts: " />
    </div>
  );
}
