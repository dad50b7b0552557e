import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Fact, FactTable } from '../../components/FactTable';
import { ImagePopup, MAP_THUMBNAIL_RATIO } from '../../components/ImagePopup';
import { toPlainText } from '../../lib/gameText';
import { MEDALS, formatScore, type MapKind, type Medal } from '../../lib/leaderboard';
import { paths } from '../../lib/paths';
import { MAP_GROUP, type MapInfo } from '../../data/leaderboard';
import { CupButtons, OutsideMapButtons, totdGroupOf } from './MapLinkButtons';
import { MedalChip } from '../../components/MedalChip';

const thresholdOf = (map: MapInfo, medal: Medal) =>
  ({ author: map.authorScore, gold: map.goldScore, silver: map.silverScore, bronze: map.bronzeScore })[medal];

/** The thumbnail, the medal thresholds and the links that lead away from the leaderboard. */
function MapSummaryView({ map, kind, group }: { map: MapInfo; kind: MapKind; group: string }) {
  const name = toPlainText(map.name);
  return (
    <div className="box map-summary">
      <div className="map-summary-top">
        {map.thumbnailUrl && (
          <ImagePopup
            src={map.thumbnailUrl}
            alt={`Thumbnail of ${name}`}
            aspectRatio={MAP_THUMBNAIL_RATIO}
            thumbHeight="6em"
          />
        )}
        <FactTable label="Medal thresholds" className="medal-table">
          {MEDALS.map((medal) => (
            <Fact key={medal} mono label={<MedalChip medal={medal} />}>
              {formatScore(thresholdOf(map, medal), kind)}
            </Fact>
          ))}
        </FactTable>
      </div>
      <MapLinks map={map} group={group} name={name} />
    </div>
  );
}

function MapLinks({ map, group, name }: { map: MapInfo; group: string; name: string }) {
  const totdGroup = totdGroupOf(map);
  return (
    <div className="buttons are-small map-links">
      {map.fileUrl && (
        <a className="button is-primary" href={map.fileUrl} download aria-label={`Download map ${name}`}>
          Download map
        </a>
      )}
      <OutsideMapButtons map={map} uid={map.mapUid} />
      {group !== MAP_GROUP && (
        <Link className="button" to={paths.mapLeaderboard(undefined, map.mapUid)}>
          Personal best leaderboard
        </Link>
      )}
      <CupButtons map={map} />
      {totdGroup && totdGroup !== group && (
        <Link className="button" to={paths.totdLeaderboard(totdGroup, map.mapUid)}>
          Track of the Day leaderboard
        </Link>
      )}
    </div>
  );
}

/** The map's title block: drawn again only when the map changes, not at each change of the positions' query (the page's own renders are blocking ones). */
export const MapSummary = memo(MapSummaryView);
