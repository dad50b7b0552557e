import { Link } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { ImagePopup, MAP_THUMBNAIL_RATIO } from '../../components/ImagePopup';
import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { toPlainText } from '../../lib/gameText';
import { formatRaceTime } from '../../lib/raceTime';
import { weekdayName } from '../../lib/parisTime';
import { paths } from '../../lib/paths';
import type { TotdDayWithMap } from './api';

/** The month's maps, newest first. Columns hide on small screens as the spec says. */
export function TotdTable({ days }: { days: TotdDayWithMap[] }) {
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-hoverable totd-table">
        <thead>
          <tr>
            <th scope="col">Image</th>
            <th scope="col" className="is-hidden-touch">Day</th>
            <th scope="col">Map</th>
            <th scope="col" className="is-hidden-mobile">Author time</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <TotdRow key={day.monthday} day={day} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TotdRow({ day }: { day: TotdDayWithMap }) {
  const { map } = day;
  const name = toPlainText(map.name);
  return (
    <tr>
      <td>
        <ImagePopup src={map.thumbnailUrl} alt={`Thumbnail of ${name}`} aspectRatio={MAP_THUMBNAIL_RATIO} />
      </td>
      <td className="is-hidden-touch">
        <span className="has-text-weight-bold">{day.monthday}</span>
        <br />
        <span className="is-size-7">{weekdayName(day.weekday)}</span>
      </td>
      <td>
        <span className="has-text-grey-light mr-1">{day.monthday}.</span>
        <GameText text={map.name} />
        {map.authorplayer && (
          <div className="is-size-7">
            by <PlayerHoverPopup player={map.authorplayer} />
          </div>
        )}
      </td>
      <td className="is-hidden-mobile is-mono">{formatRaceTime(map.authorScore)}</td>
      <td>
        <div className="buttons are-small">
          {map.fileUrl && (
            <a className="button is-hidden-touch" href={map.fileUrl} download aria-label={`Download ${name}`}>
              Download
            </a>
          )}
          <Link className="button is-link" to={paths.totdLeaderboard(day.leaderboarduid, map.mapUid)} aria-label={`Leaderboards of ${name}`}>
            <span className="is-hidden-touch">Leaderboards</span>
            <span className="is-hidden-desktop">Info</span>
          </Link>
        </div>
      </td>
    </tr>
  );
}
