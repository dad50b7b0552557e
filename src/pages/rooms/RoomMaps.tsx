import { Link } from 'react-router-dom';
import type { GameMap } from '../../api/types';
import { GameText } from '../../components/GameText';
import { PlayerLink } from '../../components/PlayerLink';
import { toPlainText } from '../../lib/gameText';
import { listOf } from '../../lib/listOf';
import { paths } from '../../lib/paths';

/** The maps an official (Nadeo) room plays, with links to their leaderboards. */
export function RoomMaps({ maps }: { maps: GameMap[] | null | undefined }) {
  const list = listOf(maps).filter((map) => typeof map.mapUid === 'string' && map.mapUid !== '');
  return (
    <section className="block" aria-labelledby="room-maps-title">
      <h2 id="room-maps-title" className="subtitle">
        Maps
      </h2>
      {list.length === 0 ? (
        <p>No maps are listed for this room.</p>
      ) : (
        <div className="table-container room-table-container">
          <table className="table is-fullwidth is-hoverable room-maps" aria-labelledby="room-maps-title">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Author</th>
                <th scope="col">
                  <span className="is-sr-only">Leaderboards</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((map, index) => (
                <MapRow key={`${map.mapUid}-${index}`} map={map} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function MapRow({ map }: { map: GameMap }) {
  const name = toPlainText(map.name) || map.mapUid;
  return (
    <tr>
      <td>
        <GameText text={map.name || map.mapUid} />
      </td>
      <td>{map.authorplayer ? <PlayerLink player={map.authorplayer} /> : <span className="is-mono">{map.author || '-'}</span>}</td>
      <td className="room-nowrap">
        <span className="buttons are-small">
          <Link className="button is-primary" to={paths.mapLeaderboard(undefined, map.mapUid)} aria-label={`Leaderboard: ${name}`}>
            Leaderboard
          </Link>
          <Link className="button" to={paths.roomLeaderboard(map.mapUid)} aria-label={`All leaderboards: ${name}`}>
            All leaderboards
          </Link>
        </span>
      </td>
    </tr>
  );
}
