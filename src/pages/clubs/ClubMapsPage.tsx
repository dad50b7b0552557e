import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { PlayerLink } from '../../components/PlayerLink';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { toPlainText } from '../../lib/gameText';
import { mergePagedLists } from '../../lib/mergeByKey';
import { paths } from '../../lib/paths';
import { clubQueries } from '../../data/clubs';
import { ClubImage } from './ClubImage';
import { MAP_THUMBNAIL_RATIO } from '../../components/ImagePopup';
import { SubPage, SubPageHead, SubPageRows, SubPageState } from './SubPage';
import type { ClubMap } from '../../data/clubTypes';

/** /clubs/{id}/maps/{activityId}: the maps of a map upload or map review activity, paged. */
export function ClubMapsPage() {
  return (
    <SubPage param="activityId" title="Maps">
      {(clubId, id) => <MapsView clubId={clubId} activityId={id} />}
    </SubPage>
  );
}

function MapsView({ clubId, activityId }: { clubId: number; activityId: number }) {
  const query = useInfiniteQuery(clubQueries.maps(clubId, activityId));
  const first = query.data?.pages[0];
  if (!first) return <SubPageState title="Maps" what="these maps" pending={query.isPending} error={query.error} />;

  const { lists, items: maps } = mergePagedLists(
    query.data?.pages,
    (page) => page.maps,
    (map) => map.mapUid,
  );
  return (
    <section className="club-maps">
      <SubPageHead name={first.name ?? ''} title="Maps" />
      <SubPageRows query={query} lists={lists} count={maps.length} one="map" many="maps" empty="No maps found.">
        <MapTable maps={maps} />
      </SubPageRows>
    </section>
  );
}

function MapTable({ maps }: { maps: ClubMap[] }) {
  return (
    <ResponsiveTable
      label="Maps"
      className="club-map-table"
      columns={MAP_COLUMNS}
      rows={maps}
      rowKey={(map) => map.mapUid}
    />
  );
}

const labelOf = (map: ClubMap) => toPlainText(map.name ?? '').trim() || map.mapUid;

/** Map and author at every width; the thumbnail from tablet up, where it leaves the name its room. */
const MAP_COLUMNS: Column<ClubMap>[] = [
  {
    id: 'thumbnail',
    header: 'Thumbnail',
    show: 'tablet',
    cell: (map) => (
      <ClubImage
        url={map.thumbnailUrl}
        alt={`Thumbnail of ${labelOf(map)}`}
        thumbHeight="2.5em"
        aspectRatio={MAP_THUMBNAIL_RATIO}
      />
    ),
  },
  {
    id: 'map',
    header: 'Map',
    main: true,
    cell: (map) => (
      <Link to={paths.mapLeaderboard(undefined, map.mapUid)} title={`Leaderboard of ${labelOf(map)}`}>
        {map.name && toPlainText(map.name).trim() ? <GameText text={map.name} /> : labelOf(map)}
      </Link>
    ),
  },
  {
    id: 'author',
    header: 'Author',
    cell: (map) => (map.authorplayer ? <PlayerLink player={map.authorplayer} /> : '-'),
  },
];
