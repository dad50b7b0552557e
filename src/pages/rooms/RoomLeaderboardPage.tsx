import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ErrorBox } from '../../components/ErrorBox';
import { GameText } from '../../components/GameText';
import { ProgressBar } from '../../components/ProgressBar';
import { useTitle } from '../../components/useTitle';
import { toPlainText } from '../../lib/gameText';
import { paths } from '../../lib/paths';
import { leaderboardQueries, type MapInfo } from '../../data/leaderboard';
import { CupButtons, OutsideMapButtons, totdGroupOf } from '../leaderboard/public';
import { isMapUid } from '../../data/rooms';
import './rooms.scss';

const TITLE = 'Map leaderboards';

/** /rooms/leaderboard/{mapUid}: where a room's map can be looked up. A uid that cannot be one asks nothing. */
export function RoomLeaderboardPage() {
  const { mapUid = '' } = useParams();
  if (!isMapUid(mapUid)) return <InvalidUid uid={mapUid} />;
  return <MapLinks key={mapUid} uid={mapUid} />;
}

function InvalidUid({ uid }: { uid: string }) {
  useTitle(TITLE);
  return (
    <section>
      <h1 className="title">{TITLE}</h1>
      <div className="notification is-warning" role="alert">
        “{uid}” is not a map uid: a map uid is made of letters and digits, such as PlatformDemoMapUid0000001.
      </div>
      <Link className="button" to={paths.rooms()}>
        Back to the rooms
      </Link>
    </section>
  );
}

function MapLinks({ uid }: { uid: string }) {
  // The map leaderboard page asks the same: one answer in the cache serves both.
  const query = useQuery(leaderboardQueries.map(uid));
  const name = toPlainText(query.data?.name);
  useTitle(name ? `Leaderboards of ${name}` : TITLE);

  return (
    <section>
      <h1 className="title">
        {query.data?.name ? (
          <>
            Leaderboards of <GameText text={query.data.name} />
          </>
        ) : (
          TITLE
        )}
      </h1>
      <p className="subtitle is-6 is-mono room-uid">{uid}</p>
      {query.isPending && <ProgressBar label="Loading the map…" />}
      {/* The leaderboard of the uid exists whatever the map call says: its link stays, with the reason the name is missing. */}
      {query.isError && (
        <ErrorBox title="Could not load this map" error={query.error}>
          <p>The map may not exist. Its leaderboard may still answer.</p>
        </ErrorBox>
      )}
      <nav aria-label="Leaderboards of this map" className="buttons room-leaderboard-links">
        <Link className="button is-primary" to={paths.mapLeaderboard(undefined, uid)}>
          Map leaderboard
        </Link>
        {query.data && <MoreLinks map={query.data} uid={uid} />}
      </nav>
      <p>
        <Link to={paths.rooms()}>Back to the rooms</Link>
      </p>
    </section>
  );
}

/** The daily-cup boards and outside sites the map leaderboard page links to as well. */
function MoreLinks({ map, uid }: { map: MapInfo; uid: string }) {
  const totdGroup = totdGroupOf(map);
  return (
    <>
      {totdGroup && (
        <Link className="button" to={paths.totdLeaderboard(totdGroup, uid)}>
          Track of the Day leaderboard
        </Link>
      )}
      <CupButtons map={map} />
      <OutsideMapButtons map={map} uid={uid} />
    </>
  );
}
