import { Link } from 'react-router-dom';
import type { GameMap } from '../../api/types';
import { GameText } from '../../components/GameText';
import { ImagePopup, MAP_THUMBNAIL_RATIO } from '../../components/ImagePopup';
import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { toPlainText } from '../../lib/gameText';
import { formatScore, mapKindOf } from '../../lib/leaderboard';
import { paths } from '../../lib/paths';

/** The campaign's maps in order, each with its leaderboard in the campaign's group (or the map's own without one). */
export function CampaignPlaylist({ maps, group }: { maps: GameMap[]; group: string }) {
  return (
    <section className="block">
      <h2 className="title is-4">Maps</h2>
      <div className="table-container">
        <table className="table is-fullwidth is-hoverable campaign-playlist" aria-label="Playlist">
          <thead>
            <tr>
              <th scope="col">Image</th>
              <th scope="col">Map</th>
              <th scope="col" className="is-hidden-mobile">Author</th>
              <th scope="col" className="is-hidden-mobile">Author score</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {maps.map((map, index) => {
              const name = toPlainText(map.name);
              return (
                <tr key={map.mapUid}>
                  <td>
                    <ImagePopup src={map.thumbnailUrl} alt={`Thumbnail of ${name}`} aspectRatio={MAP_THUMBNAIL_RATIO} />
                  </td>
                  <td>
                    <span className="has-text-grey-light mr-1">{index + 1}.</span>
                    <GameText text={map.name} />
                  </td>
                  <td className="is-hidden-mobile">{map.authorplayer ? <PlayerHoverPopup player={map.authorplayer} /> : '-'}</td>
                  <td className="is-hidden-mobile is-mono">{formatScore(map.authorScore, mapKindOf(map.mapType))}</td>
                  <td>
                    <div className="buttons are-small">
                      {map.fileUrl && (
                        <a className="button is-hidden-touch" href={map.fileUrl} download aria-label={`Download ${name}`}>
                          Download
                        </a>
                      )}
                      <Link
                        className="button is-link"
                        to={group ? paths.campaignLeaderboard(group, map.mapUid) : paths.mapLeaderboard(undefined, map.mapUid)}
                        aria-label={`Leaderboards of ${name}`}
                      >
                        Leaderboards
                      </Link>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
