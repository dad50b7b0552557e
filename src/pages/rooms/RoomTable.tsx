import { Link } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { toPlainText } from '../../lib/gameText';
import { paths } from '../../lib/paths';
import { gamemodeLabel, rawScriptBeside, regionLabel, roomType, textOrNone } from '../../lib/roomRules';
import { playerMaxOf, type RoomItem } from '../../data/rooms';
import { RoomPlayers } from './RoomPlayers';

/**
 * The room list, in the API's order. On a phone a row keeps the name (type, gamemode, region and login under it), the
 * players and the Info and Club buttons, the only way into a room.
 */
export function RoomTable({ rooms }: { rooms: RoomItem[] }) {
  return (
    <ResponsiveTable
      label="Club rooms"
      className="room-table"
      columns={COLUMNS}
      rows={rooms}
      rowKey={(room) => room.id}
    />
  );
}

/** The type as a tag: Nadeo rooms stand out from the many dedicated ones. */
export function RoomTypeTag({ nadeo }: { nadeo: boolean | undefined }) {
  const type = roomType(nadeo);
  return <span className={`tag ${type === 'Nadeo' ? 'is-info' : 'is-dark'}`}>{type}</span>;
}

const nameOf = (room: RoomItem) => toPlainText(room.name) || `Room ${room.id}`;

const COLUMNS: Column<RoomItem>[] = [
  // The tag reads "Nadeo" or "Dedicated": under the name it needs no label.
  { id: 'type', header: 'Type', show: 'under', underLabel: '', cell: (room) => <RoomTypeTag nadeo={room.nadeo} /> },
  { id: 'name', header: 'Name', main: true, cell: (room) => <GameText text={room.name || nameOf(room)} /> },
  {
    id: 'players',
    header: 'Players',
    numeric: true,
    nowrap: true,
    cell: (room) => <RoomPlayers count={room.playercount} max={playerMaxOf(room)} nadeo={room.nadeo} />,
  },
  {
    id: 'gamemode',
    header: 'Gamemode',
    show: 'under',
    className: 'room-gamemode',
    cell: (room) => <span title={rawScriptBeside(room.script)}>{gamemodeLabel(room.script)}</span>,
  },
  { id: 'region', header: 'Region', show: 'under', className: 'room-region', cell: (room) => regionLabel(room.region) },
  {
    id: 'login',
    header: 'Login',
    show: 'under',
    className: 'is-mono room-login',
    cell: (room) => textOrNone(room.login),
  },
  {
    id: 'links',
    header: 'Links',
    srHeader: true,
    className: 'room-links-cell',
    cell: (room) => <RoomLinks room={room} />,
  },
];

function RoomLinks({ room }: { room: RoomItem }) {
  if (!room.clubid) return null;
  const name = nameOf(room);
  const clubName = toPlainText(room.clubname) || `club ${room.clubid}`;
  return (
    <span className="buttons are-small room-links">
      <Link className="button is-primary" to={paths.room(room.clubid, room.id)} aria-label={`Info: ${name}`}>
        Info
      </Link>
      <Link className="button" to={paths.club(room.clubid)} aria-label={`Club: ${clubName}`}>
        Club
      </Link>
    </span>
  );
}
