import { memo } from 'react';
import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { TimeDisplay } from '../../components/TimeDisplay';
import { formatNumber } from '../../lib/format';
import { formatScore, medalFor, scoreLabel, type MapKind, type MedalScores } from '../../lib/leaderboard';
import type { LeaderboardRecord } from './api';
import { MedalIcon } from './MedalIcon';
import { HIDDEN_SCORE_TOOLTIP } from './texts';

/** The value a row is ranked by: the time on race maps, the score (points, respawns) on the others. */
export function recordValue(record: Pick<LeaderboardRecord, 'time' | 'score' | 'points'>, kind: MapKind): number | undefined {
  if (kind === 'race') return record.time ?? record.score;
  return record.score ?? record.points ?? record.time;
}

interface PositionsTableProps {
  rows: LeaderboardRecord[];
  map: MedalScores;
  kind: MapKind;
  /** The signed-in player's account id: their row is highlighted. */
  ownId: string | undefined;
}

export function PositionsTable({ rows, map, kind, ownId }: PositionsTableProps) {
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-narrow is-hoverable positions-table" aria-label="Positions">
        <thead>
          <tr>
            <th scope="col">Position</th>
            <th scope="col">Medal</th>
            <th scope="col">Player</th>
            <th scope="col">{scoreLabel(kind)}</th>
            <th scope="col" className="is-hidden-mobile">When</th>
            <th scope="col">Ghost</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((record) => (
            <PositionRow key={record.position} record={record} map={map} kind={kind} own={ownId !== undefined && record.player.id === ownId} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface PositionRowProps {
  record: LeaderboardRecord;
  map: MedalScores;
  kind: MapKind;
  own: boolean;
}

/** Memoised: Load more appends rows, and the rows already shown keep their props, so they do not render again. */
const PositionRow = memo(function PositionRow({ record, map, kind, own }: PositionRowProps) {
  const value = recordValue(record, kind);
  const hidden = value === -1;
  return (
    <tr className={own ? 'is-own-row' : undefined} aria-current={own ? 'true' : undefined} id={own ? 'own-record' : undefined}>
      <td className="has-text-weight-semibold">{formatNumber(record.position)}</td>
      <td>
        <MedalIcon medal={medalFor(value, map, kind)} />
      </td>
      <td>
        <PlayerHoverPopup player={record.player} showTag />
        {own && <span className="tag is-info is-light ml-2">You</span>}
      </td>
      <td className="is-mono">
        {hidden ? (
          <span title={HIDDEN_SCORE_TOOLTIP}>
            <span aria-hidden="true">–</span>
            <span className="is-sr-only">Hidden: {HIDDEN_SCORE_TOOLTIP}</span>
          </span>
        ) : (
          formatScore(value, kind)
        )}
      </td>
      <td className="is-hidden-mobile">
        <TimeDisplay value={record.timestamp} />
      </td>
      <td>
        {record.url ? (
          <a href={record.url} download aria-label={`Ghost of position ${formatNumber(record.position)}`}>
            Ghost
          </a>
        ) : (
          '-'
        )}
      </td>
    </tr>
  );
});
