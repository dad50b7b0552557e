import { Link } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { toPlainText } from '../../lib/gameText';
import { paths } from '../../lib/paths';
import { gamemodeLabel, isKnownGamemode, regionLabel, roomType, textOrNone } from '../../lib/roomRules';
import { playerMaxOf, type RoomItem } from './api';
import { RoomPlayers } from './RoomPlayers';

/** The room list, in the API's order. Login hides on touch screens and region on phones: the name matters more. */
export function RoomTable({ rooms }: { rooms: RoomItem[] }) {
  return (
    <div className="table-container room-table-container">
      <table className="table is-fullwidth is-hoverable room-table">
        <caption className="is-sr-only">Club rooms</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Name</th>
            <th scope="col" className="has-text-right">
              Players
            </th>
            <th scope="col">Gamemode</th>
            <th scope="col" className="is-hidden-mobile">
              Region
            </th>
            <th scope="col" className="is-hidden-touch">
              Login
            </th>
            <th scope="col">
              <span className="is-sr-only">Links</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => (
            <RoomRow key={room.id} room={room} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The type as a tag: Nadeo rooms stand out from the many dedicated ones. */
export function RoomTypeTag({ nadeo }: { nadeo: boolean | undefined }) {
  const type = roomType(nadeo);
  return <span className={`tag ${type === 'Nadeo' ? 'is-info' : 'is-dark'}`}>{type}</span>;
}

function RoomRow({ room }: { room: RoomItem }) {
  const name = toPlainText(room.name) || `Room ${room.id}`;
  const clubName = toPlainText(room.clubname) || (room.clubid ? `club ${room.clubid}` : '');
  return (
    <tr>
      <td>
        <RoomTypeTag nadeo={room.nadeo} />
      </td>
      <td>
        <GameText text={room.name || name} />
      </td>
      <td className="has-text-right room-nowrap">
        <RoomPlayers count={room.playercount} max={playerMaxOf(room)} nadeo={room.nadeo} />
      </td>
      <td className="room-gamemode" title={isKnownGamemode(room.script) ? room.script : undefined}>{gamemodeLabel(room.script)}</td>
      <td className="is-hidden-mobile room-region">{regionLabel(room.region)}</td>
      <td className="is-hidden-touch is-mono room-login">{textOrNone(room.login)}</td>
      <td className="room-nowrap">
        <span className="buttons are-small room-links">
          {room.clubid ? (
            <>
              <Link className="button is-primary" to={paths.room(room.clubid, room.id)} aria-label={`Info: ${name}`}>
                Info
              </Link>
              <Link className="button" to={paths.club(room.clubid)} aria-label={`Club: ${clubName}`}>
                Club
              </Link>
            </>
          ) : null}
        </span>
      </td>
    </tr>
  );
}
