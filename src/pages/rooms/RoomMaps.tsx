import { Link } from 'react-router-dom';
import type { GameMap } from '../../api/types';
import { GameText } from '../../components/GameText';
import { PlayerLink } from '../../components/PlayerLink';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { toPlainText } from '../../lib/gameText';
import { paths } from '../../lib/paths';

interface ListedMap {
  map: GameMap;
  index: number;
}

/** The maps an official (Nadeo) room plays, with links to their leaderboards. On a phone the author goes under the name. */
export function RoomMaps({ maps }: { maps: readonly GameMap[] }) {
  const list = maps.filter((map) => map.mapUid !== '').map((map, index) => ({ map, index }));
  return (
    <section className="block" aria-labelledby="room-maps-title">
      <h2 id="room-maps-title" className="subtitle">
        Maps
      </h2>
      {list.length === 0 ? (
        <p>No maps are listed for this room.</p>
      ) : (
        <ResponsiveTable
          label="Maps"
          className="room-maps"
          columns={COLUMNS}
          rows={list}
          rowKey={({ map, index }) => `${map.mapUid}-${index}`}
        />
      )}
    </section>
  );
}

const COLUMNS: Column<ListedMap>[] = [
  { id: 'name', header: 'Name', main: true, cell: ({ map }) => <GameText text={map.name || map.mapUid} /> },
  {
    id: 'author',
    header: 'Author',
    show: 'under',
    cell: ({ map }) =>
      map.authorplayer ? (
        <PlayerLink player={map.authorplayer} />
      ) : (
        <span className="is-mono">{map.author || '-'}</span>
      ),
  },
  {
    id: 'links',
    header: 'Leaderboards',
    srHeader: true,
    className: 'room-links-cell',
    cell: ({ map }) => <MapLinks map={map} />,
  },
];

function MapLinks({ map }: { map: GameMap }) {
  const name = toPlainText(map.name) || map.mapUid;
  return (
    <span className="buttons are-small room-links">
      <Link
        className="button is-primary"
        to={paths.mapLeaderboard(undefined, map.mapUid)}
        aria-label={`Leaderboard: ${name}`}
      >
        Leaderboard
      </Link>
      <Link className="button" to={paths.roomLeaderboard(map.mapUid)} aria-label={`All leaderboards: ${name}`}>
        All leaderboards
      </Link>
    </span>
  );
}
