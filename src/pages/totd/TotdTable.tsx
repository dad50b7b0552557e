import { ImagePopup, MAP_THUMBNAIL_RATIO } from '../../components/ImagePopup';
import { NumberedMapName } from '../../components/NumberedMapName';
import { PlaylistMapActions } from '../../components/PlaylistMapActions';
import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { toPlainText } from '../../lib/gameText';
import { formatRaceTime } from '../../lib/raceTime';
import { weekdayName } from '../../lib/parisTime';
import { paths } from '../../lib/paths';
import type { TotdDayWithMap } from './api';

/**
 * The month's maps, newest first. The spec hides Day on touch screens (the Map cell starts with the day number) and
 * the author time on phones: there it moves under the map's name instead, so a phone still shows it.
 */
export function TotdTable({ days, today }: { days: TotdDayWithMap[]; today?: number }) {
  return (
    <ResponsiveTable
      label="Tracks of the Day"
      className="totd-table"
      columns={COLUMNS}
      rows={days}
      rowKey={(day) => day.monthday}
      rowProps={(day) => (day.monthday === today ? TODAY : undefined)}
    />
  );
}

// Today's map: the current date to a screen reader, a "Today" label and a side bar to the eye (app/styles.scss).
const TODAY = { 'aria-current': 'date' } as const;

const COLUMNS: readonly Column<TotdDayWithMap>[] = [
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
    id: 'day',
    header: 'Day',
    show: 'desktop',
    nowrap: true,
    cell: (day) => (
      <>
        <span className="has-text-weight-bold">{day.monthday}</span>
        <br />
        <span className="is-size-7">{weekdayName(day.weekday)}</span>
      </>
    ),
  },
  {
    id: 'map',
    header: 'Map',
    main: true,
    cell: ({ monthday, map }) => (
      <>
        <NumberedMapName number={monthday} name={map.name} />
        {map.authorplayer && (
          <div className="is-size-7">
            by <PlayerHoverPopup player={map.authorplayer} />
          </div>
        )}
      </>
    ),
  },
  // The value is monospaced, not the column: a column class would set the header in the same font.
  {
    id: 'authorTime',
    numeric: true,
    header: 'Author time',
    show: 'under',
    nowrap: true,
    cell: ({ map }) => <span className="is-mono">{formatRaceTime(map.authorScore)}</span>,
  },
  { id: 'actions', header: 'Actions', nowrap: true, cell: (day) => <Actions day={day} /> },
];

/** Download (desktop only, as the spec says) and the way into the map's leaderboard, which reads Info on touch screens. */
function Actions({ day }: { day: TotdDayWithMap }) {
  const { map } = day;
  return (
    <PlaylistMapActions
      name={toPlainText(map.name)}
      fileUrl={map.fileUrl}
      leaderboard={paths.totdLeaderboard(day.leaderboarduid, map.mapUid)}
      compactOnTouch
    />
  );
}
