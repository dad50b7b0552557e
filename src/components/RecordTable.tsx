import { Link } from 'react-router-dom';
import type { TrackRecord } from '../api/types';
import { paths } from '../lib/paths';
import { formatRaceTime } from '../lib/raceTime';
import { GameText } from './GameText';
import { PlayerHoverPopup } from './PlayerHoverPopup';
import { ResponsiveTable, type Column } from './ResponsiveTable';
import { TimeDisplay } from './TimeDisplay';

export const DELETED_RECORD_TOOLTIP =
  'This record was deleted from the leaderboards for being bugged, glitched or cheated.';

/**
 * The change from the previous record's time. A record list's differences are normally negative (an
 * improvement); positive ones follow deleted records. Zero or missing means there was no previous
 * time: a dash, which is told apart from a minus sign by being hidden from screen readers.
 */
export function TimeDifference({ diff }: { diff: number | undefined }) {
  if (diff === undefined || !Number.isFinite(diff) || Math.round(diff) === 0) {
    return (
      <span className="record-diff is-none">
        <span aria-hidden="true">–</span>
        <span className="is-sr-only">No previous time</span>
      </span>
    );
  }
  const better = diff < 0;
  return (
    <span
      className={`record-diff ${better ? 'has-text-success' : 'has-text-danger'}`}
      title={better ? 'Faster than the previous time' : 'Slower than the previous time'}
    >
      {formatRaceTime(diff, { signed: true })}
    </span>
  );
}

/**
 * A list of records (campaign activity, a campaign's recent world records): map, player, time, difference, driven.
 * On a phone a row keeps the map and the time as cells; player, difference and driven go under the map, where the
 * map's name and the player's keep a line's width instead of sharing it in narrow columns.
 */
export function RecordTable({ label, records }: { label: string; records: readonly TrackRecord[] }) {
  return (
    <ResponsiveTable
      label={label}
      className="is-narrow record-table"
      columns={COLUMNS}
      rows={records}
      rowKey={(record) => record.id}
    />
  );
}

const COLUMNS: Column<TrackRecord>[] = [
  {
    id: 'map',
    header: 'Map',
    main: true,
    cell: (record) => (
      <>
        <Link to={paths.campaignLeaderboard(record.group, record.map.mapUid)}>
          <GameText text={record.map.name} />
        </Link>
        {record.type === 1 && (
          <>
            {' '}
            <span className="tag is-danger" title={DELETED_RECORD_TOOLTIP}>
              Deleted
            </span>
          </>
        )}
      </>
    ),
  },
  {
    id: 'player',
    header: 'Player',
    show: 'under',
    cell: (record) => <PlayerHoverPopup player={record.player} showFlag />,
  },
  {
    id: 'time',
    numeric: true,
    header: 'Time',
    nowrap: true,
    className: 'is-mono',
    cell: (record) => formatRaceTime(record.time),
  },
  // The font on the value only: under the map on a phone, the label keeps the text font.
  {
    id: 'diff',
    numeric: true,
    header: 'Difference',
    show: 'under',
    nowrap: true,
    cell: (record) => (
      <span className="is-mono">
        <TimeDifference diff={record.timediff} />
      </span>
    ),
  },
  {
    id: 'driven',
    header: 'Driven',
    show: 'under',
    underLabel: '',
    nowrap: true,
    cell: (record) => <TimeDisplay value={record.drivenat} />,
  },
];
