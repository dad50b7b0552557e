import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ErrorBox } from '../../components/ErrorBox';
import { GameText } from '../../components/GameText';
import { ProgressBar } from '../../components/ProgressBar';
import { RemoteImage } from '../../components/RemoteImage';
import { SectionBoundary } from '../../components/SectionBoundary';
import { useTitle } from '../../components/useTitle';
import { toPlainText } from '../../lib/gameText';
import { paths } from '../../lib/paths';
import { parseRouteId } from '../../lib/routeId';
import { DATA_API_DOWN_HINT } from '../../lib/site';
import { roomQueries, type ShownRoom } from '../../data/rooms';
import { RoomFacts } from './RoomFacts';
import { RoomMaps } from './RoomMaps';
import { RoomSettings } from './RoomSettings';
import './rooms.scss';

const TITLE = 'Club room';

/** /rooms/{club}/{room}: one room of a club. Ids that are not numbers never reach the API. */
export function RoomPage() {
  const { club = '', room = '' } = useParams();
  const clubId = parseRouteId(club);
  const roomId = parseRouteId(room);
  if (clubId === undefined || roomId === undefined) return <InvalidRoom club={club} room={room} />;
  return <RoomDetail key={`${clubId}/${roomId}`} clubId={clubId} roomId={roomId} />;
}

function BackToRooms() {
  return (
    <Link className="button" to={paths.rooms()}>
      Back to the rooms
    </Link>
  );
}

function InvalidRoom({ club, room }: { club: string; room: string }) {
  useTitle(TITLE);
  return (
    <section>
      <h1 className="title">{TITLE}</h1>
      <div className="notification is-warning" role="alert">
        “{club}/{room}” is not a room address: a room is found by its club’s number and its own number, such as
        /rooms/12345/678.
      </div>
      <BackToRooms />
    </section>
  );
}

function RoomDetail({ clubId, roomId }: { clubId: number; roomId: number }) {
  const query = useQuery(roomQueries.detail(clubId, roomId));
  useTitle(toPlainText(query.data?.name) || TITLE);

  if (query.isPending) return <ProgressBar label="Loading the room…" />;
  if (query.isError) {
    return (
      <section>
        <h1 className="title">{TITLE}</h1>
        <ErrorBox title={`Could not load room ${roomId} of club ${clubId}`} error={query.error}>
          <p>Check the address: the room may have been removed. {DATA_API_DOWN_HINT}</p>
        </ErrorBox>
        <BackToRooms />
      </section>
    );
  }
  // The ids of the address stand in for those the answer left out.
  return <RoomView room={{ ...query.data, id: query.data.id ?? roomId, clubid: query.data.clubid ?? clubId }} />;
}

function RoomView({ room }: { room: ShownRoom }) {
  const name = toPlainText(room.name) || `Room ${room.id}`;
  return (
    <section>
      <h1 className="title">
        <GameText text={room.name || name} />
      </h1>
      <div className="columns">
        <div className="column">
          <SectionBoundary name="the room's details">
            <RoomFacts room={room} />
          </SectionBoundary>
        </div>
        {room.mediaurl ? (
          <div className="column is-narrow room-media">
            <RemoteImage src={room.mediaurl} alt={`Image of ${name}`} />
          </div>
        ) : null}
      </div>
      <SectionBoundary name="the script settings">
        <RoomSettings room={room} />
      </SectionBoundary>
      {room.nadeo === true && (
        <SectionBoundary name="the maps">
          <RoomMaps maps={room.maps} />
        </SectionBoundary>
      )}
    </section>
  );
}
