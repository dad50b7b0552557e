import { Link } from 'react-router-dom';
import { BreakableText } from '../../components/BreakableText';
import { CopyButton } from '../../components/CopyButton';
import { Fact, FactTable } from '../../components/FactTable';
import { GameText } from '../../components/GameText';
import { formatOptionalNumber } from '../../lib/format';
import { paths } from '../../lib/paths';
import {
  gamemodeLabel,
  MULTIPLE_INSTANCES_TOOLTIP,
  rawScriptBeside,
  regionLabel,
  textOrNone,
} from '../../lib/roomRules';
import { playerMaxOf, type ShownRoom } from '../../data/rooms';
import { RoomPlayers } from './RoomPlayers';
import { RoomTypeTag } from './RoomTable';

/** ID, club, type, login, region, players, player limit, gamemode and join link, one row each. */
export function RoomFacts({ room }: { room: ShownRoom }) {
  const max = playerMaxOf(room);
  const joinLink = room.serverinfo?.joinlink;
  const rawScript = rawScriptBeside(room.script);
  return (
    <FactTable label="Room details" className="room-facts">
      <Fact label="ID">{room.id}</Fact>
      <Fact label="Club">
        <ClubLink room={room} />
      </Fact>
      <Fact label="Type">
        <RoomTypeTag nadeo={room.nadeo} />
        {room.nadeo === true && <span className="room-note">{MULTIPLE_INSTANCES_TOOLTIP}</span>}
      </Fact>
      <Fact label="Login" mono>
        {textOrNone(room.login)}
      </Fact>
      <Fact label="Region">{regionLabel(room.region)}</Fact>
      <Fact label="Players">
        <RoomPlayers count={room.playercount} max={max} nadeo={room.nadeo} explainedBeside />
      </Fact>
      <Fact label="Player limit">{formatOptionalNumber(max)}</Fact>
      <Fact label="Gamemode">
        {gamemodeLabel(room.script)}
        {rawScript && (
          <span className="is-mono room-script">
            <BreakableText text={rawScript} />
          </span>
        )}
      </Fact>
      <Fact label="Join link">
        {joinLink ? (
          <span className="room-join">
            <code>
              <BreakableText text={joinLink} />
            </code>{' '}
            <CopyButton value={joinLink} label="Copy join link" />
          </span>
        ) : (
          'This room has no join link right now (its server may not be running).'
        )}
      </Fact>
    </FactTable>
  );
}

function ClubLink({ room }: { room: ShownRoom }) {
  if (!room.clubid) return <>-</>;
  return (
    <Link to={paths.club(room.clubid)}>
      {room.clubname ? <GameText text={room.clubname} /> : `Club ${room.clubid}`}
    </Link>
  );
}
