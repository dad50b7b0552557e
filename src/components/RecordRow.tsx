import { Link } from 'react-router-dom';
import type { TrackRecord } from '../api/types';
import { paths } from '../lib/paths';
import { formatRaceTime } from '../lib/raceTime';
import { GameText } from './GameText';
import { PlayerHoverPopup } from './PlayerHoverPopup';
import { TimeDisplay } from './TimeDisplay';

export const DELETED_RECORD_TOOLTIP =
  'This record was deleted from the leaderboards for being bugged, glitched or cheated.';

/** The header that matches RecordRow's cells, in order: Map, Player, Time, Difference, Driven. */
export function RecordTableHead() {
  return (
    <thead>
      <tr>
        <th scope="col">Map</th>
        <th scope="col">Player</th>
        <th scope="col">Time</th>
        <th scope="col">Difference</th>
        <th scope="col">Driven</th>
      </tr>
    </thead>
  );
}

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

/** One record of a record list, as a table row for a table headed by RecordTableHead. */
export function RecordRow({ record }: { record: TrackRecord }) {
  return (
    <tr>
      <td>
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
      </td>
      <td>
        <PlayerHoverPopup player={record.player} showFlag />
      </td>
      <td className="is-mono">{formatRaceTime(record.time)}</td>
      <td className="is-mono">
        <TimeDifference diff={record.timediff} />
      </td>
      <td>
        <TimeDisplay value={record.drivenat} />
      </td>
    </tr>
  );
}
