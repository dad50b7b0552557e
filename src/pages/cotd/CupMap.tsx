import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { totdMonthQuery } from '../../data/totd';
import { GameText } from '../../components/GameText';
import { ImagePopup, MAP_THUMBNAIL_RATIO } from '../../components/ImagePopup';
import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { ProgressBar } from '../../components/ProgressBar';
import { toPlainText } from '../../lib/gameText';
import { formatMonthParam, isTotdMonthInRange, monthName, monthOffset } from '../../lib/parisTime';
import { paths } from '../../lib/paths';
import { formatRaceTime } from '../../lib/raceTime';
import { cupTotdDay } from './cup';

/**
 * The Track of the Day a cup played: its day (none before the cup starts or outside the months the API keeps), the
 * month's query, and the day's entry once the month is loaded.
 */
export function useCupTotd(startdate: number | undefined) {
  const found = cupTotdDay(startdate);
  const offset = found && isTotdMonthInRange(found) ? monthOffset(found) : undefined;
  const day = offset === undefined ? undefined : found;
  const query = useQuery({ ...totdMonthQuery(offset ?? 0), enabled: offset !== undefined });
  const sameMonth = day !== undefined && query.data?.year === day.year && query.data.month === day.month;
  const entry = sameMonth ? query.data?.days.find((item) => item.monthday === day.day) : undefined;
  return { day, query, entry };
}

/**
 * The cup's map. The competition answer does not carry it, but a cup always plays the Track of the Day
 * of its date, so it is read from that Track of the Day month (one call the TOTD page also makes).
 */
export function CupMap({ startdate }: { startdate: number | undefined }) {
  const { day, query, entry } = useCupTotd(startdate);
  if (!day) return <MapNote text="The map of this cup is not out yet: it is revealed when the cup starts." />;
  if (query.isPending) {
    // As tall as the map's block that comes (cotd.scss): the results below do not jump down when it arrives.
    return (
      <div className="cup-map-placeholder">
        <ProgressBar label="Loading the map…" />
      </div>
    );
  }
  if (query.isError)
    return <MapNote text={`The map of this cup could not be loaded (${errorMessage(query.error)}).`} />;
  const map = entry?.map;
  if (!entry || !map) return <MapNote text="The map of this cup is not out yet: it is revealed when the cup starts." />;
  const name = toPlainText(map.name);
  return (
    <div className="cup-map">
      {map.thumbnailUrl && (
        <ImagePopup src={map.thumbnailUrl} alt={`Thumbnail of ${name}`} aspectRatio={MAP_THUMBNAIL_RATIO} />
      )}
      <div>
        <p className="is-size-5">
          <GameText text={map.name} />
        </p>
        {map.authorplayer && (
          <p>
            by <PlayerHoverPopup player={map.authorplayer} />
            <span className="has-text-grey-light ml-2">Author time {formatRaceTime(map.authorScore)}</span>
          </p>
        )}
        <div className="buttons mt-2">
          <Link className="button is-link is-small" to={paths.totdLeaderboard(entry.leaderboarduid, map.mapUid)}>
            Track of the Day leaderboard
          </Link>
          <Link className="button is-small" to={paths.totd(formatMonthParam(day))}>
            {`Track of the Day, ${monthName(day.month)} ${day.year}`}
          </Link>
        </div>
      </div>
    </div>
  );
}

function MapNote({ text }: { text: string }) {
  return <p className="has-text-grey-light">{text}</p>;
}
