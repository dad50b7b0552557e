import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFollowing } from '../../components/useFollowing';
import { countOf } from '../../lib/format';
import { dayPhrase } from '../../lib/followingChanges';
import { paths } from '../../lib/paths';
import { readSections } from '../../lib/recordChangesStore';
import { keepsRecords, movedMaps } from './sinceLastVisit';
import { MeCard } from './MeCard';

/** What moved since the last visit, from what My records and Following already keep in this browser. */
export function SinceCard({ accountId }: { accountId: string }) {
  const [now] = useState(() => Date.now());
  const sections = useMemo(() => readSections(accountId), [accountId]);
  const { maps, more } = useMemo(() => movedMaps(sections, now), [sections, now]);
  const following = useFollowing();
  const lastCompared = Math.max(0, ...Object.values(following.snapshots).map((snapshot) => snapshot.takenAt));

  return (
    <MeCard id="me-since" title="Since your last visit">
      <h3 className="title is-6 mb-2">My records</h3>
      {!keepsRecords(sections) ? (
        <p>
          <Link to={paths.records()}>Open My records to compare</Link>: what moved on your maps shows here from then on.
        </p>
      ) : maps.length === 0 ? (
        <p>
          Nothing moved on your maps at your last look. <Link to={paths.records()}>Open My records</Link>
        </p>
      ) : (
        <>
          <ul className="me-moved">
            {maps.map((map) => (
              <li key={map.uid}>
                <Link to={paths.mapLeaderboard(undefined, map.uid)}>{map.name}</Link>: {map.text}
              </li>
            ))}
          </ul>
          <p>
            {more > 0 && `${countOf(more, 'more map')} moved. `}
            <Link to={paths.records()}>Open My records</Link>
          </p>
        </>
      )}
      <h3 className="title is-6 mt-4 mb-2">Following</h3>
      {following.players.length === 0 ? (
        <p>
          You follow nobody yet. <Link to={paths.following()}>Open Following</Link>
        </p>
      ) : (
        <p>
          You follow {countOf(following.players.length, 'player')}
          {lastCompared > 0 && `, last compared ${dayPhrase(lastCompared, now)}`}.{' '}
          <Link to={paths.following()}>Open Following to see who moved</Link>
        </p>
      )}
    </MeCard>
  );
}
