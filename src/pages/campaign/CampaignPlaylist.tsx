import { useMemo } from 'react';
import type { GameMap } from '../../api/types';
import { ImagePopup, MAP_THUMBNAIL_RATIO } from '../../components/ImagePopup';
import { NumberedMapName } from '../../components/NumberedMapName';
import { PlaylistMapActions } from '../../components/PlaylistMapActions';
import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { toPlainText } from '../../lib/gameText';
import { formatScore, mapKindOf } from '../../lib/leaderboard';
import { paths } from '../../lib/paths';

interface PlaylistMap {
  map: GameMap;
  number: number;
  /** The campaign's leaderboard group: "" when it has none. */
  group: string;
}

/**
 * The campaign's maps in order, each with its leaderboard in the campaign's group (or the map's own without one).
 * On a phone the author and author score go under the map's name; the leaderboards button stays in the row.
 */
export function CampaignPlaylist({ maps, group }: { maps: GameMap[]; group: string }) {
  const rows = useMemo(() => maps.map((map, index) => ({ map, number: index + 1, group })), [maps, group]);
  return (
    <section className="block">
      <h2 className="title is-4">Maps</h2>
      <ResponsiveTable
        label="Playlist"
        className="campaign-playlist"
        columns={COLUMNS}
        rows={rows}
        rowKey={({ map }) => map.mapUid}
      />
    </section>
  );
}

const COLUMNS: Column<PlaylistMap>[] = [
  {
    id: 'image',
    header: 'Image',
    cell: ({ map }) => (
      <ImagePopup
        src={map.thumbnailUrl}
        alt={`Thumbnail of ${toPlainText(map.name)}`}
        aspectRatio={MAP_THUMBNAIL_RATIO}
      />
    ),
  },
  {
    id: 'map',
    header: 'Map',
    main: true,
    cell: ({ map, number }) => <NumberedMapName number={number} name={map.name} />,
  },
  {
    id: 'author',
    header: 'Author',
    show: 'under',
    cell: ({ map }) => (map.authorplayer ? <PlayerHoverPopup player={map.authorplayer} /> : '-'),
  },
  {
    id: 'score',
    numeric: true,
    header: 'Author score',
    show: 'under',
    nowrap: true,
    // The font on the value only: under the name on a phone, the label keeps the text font.
    cell: ({ map }) => <span className="is-mono">{formatScore(map.authorScore, mapKindOf(map.mapType))}</span>,
  },
  { id: 'actions', header: 'Actions', nowrap: true, cell: (row) => <Actions {...row} /> },
];

function Actions({ map, group }: PlaylistMap) {
  const leaderboard = group
    ? paths.campaignLeaderboard(group, map.mapUid)
    : paths.mapLeaderboard(undefined, map.mapUid);
  return <PlaylistMapActions name={toPlainText(map.name)} fileUrl={map.fileUrl} leaderboard={leaderboard} />;
}
